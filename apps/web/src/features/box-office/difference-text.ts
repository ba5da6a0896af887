import type { Language } from '@mela/shared/constants'
import { takaText } from '../../lib/price-format.ts'

type Words = { over: string; short: string; even: string }

/** A drawer's counted − expected in words: "৳100.00 short", "৳20.00 over", "even". */
export function differenceText(difference: number, language: Language, words: Words): string {
  if (difference === 0) return words.even
  return `${takaText(Math.abs(difference), language)} ${difference < 0 ? words.short : words.over}`
}
