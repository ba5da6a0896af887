import { takaToPoisha } from '@mela/shared/money'

/**
 * What the seller hands back, in taka: received − total, counted in poisha so ৳0.10 + ৳0.20 sums
 * exactly. Negative means the buyer has not given enough yet; undefined until an amount is typed.
 */
export function changeDue(total: number, received: number | string | undefined): number | undefined {
  if (received === undefined || received === '') return undefined
  const amount = Number(received)
  if (!Number.isFinite(amount)) return undefined
  return (takaToPoisha(amount) - takaToPoisha(total)) / 100
}

/**
 * Why the counter will not sell yet: no cash typed while something is owed, or less than the total.
 * Undefined once the cash covers the total (or nothing is owed).
 */
export function cashShortfall(
  total: number,
  received: number | string | undefined,
): 'missing' | 'short' | undefined {
  if (total <= 0) return undefined
  const change = changeDue(total, received)
  if (change === undefined) return 'missing'
  return change < 0 ? 'short' : undefined
}
