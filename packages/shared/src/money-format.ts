import type { Language } from './constants.ts'
import { localizeDigits } from './digits.ts'

// Formatting without validation: no zod, so pages that only show prices stay light (money.ts
// re-exports all of this next to the takaAmount schema).

export type MoneyFormat = { digits?: Language }

// Indian grouping: the last three digits, then groups of two (12,34,56,789).
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${pairs},${digits.slice(-3)}`
}

// Poisha shown as taka, e.g. 12345650 → ৳1,23,456.50 (always 2 decimals; -৳500.00 when negative).
export function formatTaka(poisha: number, options: MoneyFormat = {}): string {
  if (!Number.isFinite(poisha)) throw new RangeError(`Not an amount of money: ${poisha}`)
  const whole = Math.round(poisha)
  const absolute = Math.abs(whole)
  const taka = groupIndian(String(Math.floor(absolute / 100)))
  const fraction = String(absolute % 100).padStart(2, '0')
  const text = `${whole < 0 ? '-' : ''}৳${taka}.${fraction}`
  return localizeDigits(text, options.digits ?? 'en')
}

// Taka (as the API carries it) to integer poisha for storage; rounds to the nearest poisha.
export function takaToPoisha(taka: number): number {
  if (!Number.isFinite(taka)) throw new RangeError(`Not an amount of money: ${taka}`)
  return Math.round(taka * 100)
}

// Integer poisha to taka for the API, e.g. 50050 → 500.5.
export function poishaToTaka(poisha: number): number {
  return poisha / 100
}
