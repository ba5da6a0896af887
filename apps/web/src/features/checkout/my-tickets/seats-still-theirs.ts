import type { Purchase } from '@mela/shared/purchase'

/**
 * How many of a purchase's seats are still its holder's, and how many were passed on: a seat given to a
 * friend (or refunded) is no longer theirs, so "My tickets" does not count it among theirs.
 */
export function seatsStillTheirs(purchase: Pick<Purchase, 'Items'>) {
  const passedOn = purchase.Items.filter((item) => item.TransferredAt).length
  const held = purchase.Items.filter((item) => !item.TransferredAt && !item.RefundedAt).length
  return { held, passedOn }
}
