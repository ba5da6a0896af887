import { fail } from '../../lib/errors.ts'

/**
 * What a buyer hears when a ticket has fewer seats left than the order wants, counted or seated alike:
 * how many are left (ONLY_LEFT), else when the first hold on one runs out if some sit in other buyers'
 * carts (SEATS_IN_CARTS), else SOLD_OUT.
 */
export function notEnoughLeft(ticket: string, left: number, firstHoldEnds: Date | undefined, now: Date) {
  if (left > 0) return fail('ONLY_LEFT', 409, { left, ticket })
  if (firstHoldEnds) return fail('SEATS_IN_CARTS', 409, { minutes: minutesUntil(firstHoldEnds, now) })
  return fail('SOLD_OUT', 409)
}

export const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
