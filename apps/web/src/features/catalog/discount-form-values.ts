import { type Discount, DiscountInput, DiscountUpdate, type Ticket } from '@mela/shared/catalog'
import { said } from '@mela/shared/error-codes'
import { crossField } from '@mela/shared/validation'

/** The discount form's fields. ExpiresAt is an ISO instant or '' for none; Amount taka or percent. */
export type DiscountFormValues = {
  EventID: string
  Code: string
  DiscountType: 'amount' | 'percentage'
  Description: string
  Amount: number | string
  MaxUses: number | string
  ExpiresAt: string
  TicketIds: string[]
  MinTickets: number | string
}

export function discountFormValues(eventId: string, discount?: Discount): DiscountFormValues {
  return {
    EventID: eventId,
    Code: discount?.Code ?? '',
    DiscountType: discount?.DiscountType ?? 'amount',
    Description: discount?.Description ?? '',
    Amount: discount?.Amount ?? '',
    MaxUses: discount?.MaxUses ?? '',
    ExpiresAt: discount?.ExpiresAt ?? '',
    TicketIds: discount?.TicketIds ?? [],
    MinTickets: discount?.MinTickets ?? 0,
  }
}

type Expiring = { ExpiresAt?: unknown }

const inPast = (expiresAt: unknown, now: Date) =>
  typeof expiresAt === 'string' && expiresAt !== '' && new Date(expiresAt).getTime() <= now.getTime()

/** product §4: once a discount's expiry has passed, its expiry field is disabled. */
export const expiryPassed = (discount: Pick<Discount, 'ExpiresAt'>, now: Date) =>
  inPast(discount.ExpiresAt, now)

/** POST /discount's rules, and an expiry (when given) in the future. */
export function discountCreateSchema(now: Date) {
  return DiscountInput.check(
    crossField<Expiring>((values, ctx) => {
      if (inPast(values.ExpiresAt, now)) {
        ctx.addIssue({ code: 'custom', path: ['ExpiresAt'], message: said('EXPIRY_IN_PAST') })
      }
    }),
  )
}

/** PATCH /discount/{id}'s rules: MaxUses not decreased; a changed expiry in the future. */
export function discountUpdateSchema(current: Pick<Discount, 'MaxUses' | 'ExpiresAt'>, now: Date) {
  return DiscountUpdate.check(
    crossField<Expiring & { MaxUses?: unknown }>((values, ctx) => {
      if (typeof values.MaxUses === 'number' && values.MaxUses < current.MaxUses) {
        ctx.addIssue({ code: 'custom', path: ['MaxUses'], message: said('MAX_USES_DECREASED') })
      }
      const changed = (values.ExpiresAt ?? '') !== (current.ExpiresAt ?? '')
      if (changed && inPast(values.ExpiresAt, now)) {
        ctx.addIssue({ code: 'custom', path: ['ExpiresAt'], message: said('EXPIRY_IN_PAST') })
      }
    }),
  )
}

/** Only Description, MaxUses and ExpiresAt go to PATCH; the rest are fixed once created. */
export const toDiscountUpdate = (values: DiscountFormValues): DiscountUpdate => DiscountUpdate.parse(values)

/** product §5: free tickets cannot be applicable tickets, so they are not offered. */
export const discountableTickets = (tickets: readonly Ticket[]) =>
  tickets.filter((ticket) => ticket.Price > 0)
