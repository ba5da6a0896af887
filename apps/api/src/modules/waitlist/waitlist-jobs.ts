import { SEATS_FREED } from '../inventory/freed-seats.ts'
import type { JobHandlers } from '../jobs/job-queue.ts'
import { OFFER_AT_HOLD_EXPIRY } from './offer-schedule.ts'
import type { OfferDeps } from './waitlist.service.ts'
import { offerAtHoldExpiry, offerFreedSeats } from './waitlist-offers.service.ts'

/** The waiting lists' work: seats announced free (by checkout, refunds, voids) and holds running out. */
export function waitlistJobHandlers(deps: OfferDeps): JobHandlers {
  return {
    [SEATS_FREED]: async (payload) => {
      const ticketIds = Array.isArray(payload.ticketIds) ? payload.ticketIds.map(String) : undefined
      await offerFreedSeats(deps, ticketIds)
    },
    [OFFER_AT_HOLD_EXPIRY]: async (payload) => {
      await offerAtHoldExpiry(deps, String(payload.ticketId))
    },
  }
}
