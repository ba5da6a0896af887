import { paidOnline } from '@mela/shared/payment-options'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'

/** The seats of a paid order its buyer may still cancel: they open the door, unused and not passed on. */
export const cancellableSeats = (purchase: Purchase) =>
  purchase.Items.filter((item) => item.Code && !item.CheckedInAt && !item.TransferredAt && !item.RefundedAt)

/** What a seat cost: its ticket's price, or its bundle's price shared evenly among the bundle's seats. */
function seatPrice(purchase: Purchase, item: PurchaseItem) {
  const line = item.BundleID
    ? purchase.Lines.find((l) => l.Kind === 'bundle' && l.ID === item.BundleID)
    : purchase.Lines.find((l) => l.Kind === 'ticket' && l.ID === item.TicketID)
  if (!line) return 0
  if (!item.BundleID) return line.UnitPrice
  const seats = purchase.Items.filter((other) => other.BundleID === item.BundleID).length
  return seats ? line.Amount / seats : 0
}

/**
 * Taka back for cancelling these seats, as the API counts it: their share of what was paid (the discount
 * spread by price; the last seats take what is left), times the event's percentage.
 */
export function cancelAmount(purchase: Purchase, chosen: string[], percent: number) {
  if (!paidOnline(purchase.PaymentMethod) || chosen.length === 0) return 0
  const remaining = purchase.Total - purchase.Refunded
  const last = purchase.Items.every((item) => item.RefundedAt || chosen.includes(item.ID))
  const all = purchase.Items.reduce((sum, item) => sum + seatPrice(purchase, item), 0)
  const picked = purchase.Items.filter((item) => chosen.includes(item.ID)).reduce(
    (sum, item) => sum + seatPrice(purchase, item),
    0,
  )
  const share = last ? remaining : Math.min(remaining, all ? (purchase.Total * picked) / all : 0)
  return Math.round(share * percent) / 100
}
