import type { FormField } from '@mela/shared/event'
import { DEFAULT_SURCHARGE_PERCENTS } from '@mela/shared/payment-surcharges'
import type { PublicPage } from '@mela/shared/public-page'
import type { SeatingPlan } from '@mela/shared/seating'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { findEvent } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { listBundles, toBundles } from '../catalog/bundle.service.ts'
import { listTickets } from '../catalog/ticket.service.ts'
import { toTickets } from '../catalog/ticket-view.ts'
import { paymentMethodsOf } from '../checkout/accepted-payments.ts'
import { toEvents } from '../events/event-view.ts'
import { queueSettingsOf } from '../queue/queue-settings.service.ts'

const CHECKOUT_PAGE = /^\/purchase\/create\/event\/([0-9a-f-]{36})\/?$/i

type CheckoutReads = {
  sslcommerz: boolean
  surchargePercents?: Config['paymentSurchargePercents']
  /** An event's seating plan as buyers read it (the seating cache's), or undefined when it has none. */
  seatingPlan?: (eventId: string) => Promise<SeatingPlan | undefined>
}

/**
 * /purchase/create/event/{id}: everything the checkout shows, read at once, for an event sold by count
 * or by seat (with its plan, seats' statuses and all), and for a sale behind the on-sale queue its
 * opening (the page is its waiting screen until the browser holds a pass). An event its team alone may
 * see (not published, or hidden) keeps the app's checkout: null, and the app answers.
 */
export async function checkoutPageOf(
  db: Db,
  path: string,
  { sslcommerz, seatingPlan, surchargePercents = DEFAULT_SURCHARGE_PERCENTS }: CheckoutReads,
): Promise<PublicPage | null> {
  const eventId = CHECKOUT_PAGE.exec(path)?.[1]
  if (!eventId || !isUuid(eventId)) return null
  // A missing event is the app's not-found page, not an error of this page.
  const found = await findEvent(db, eventId).catch(() => null)
  if (!found?.event.publishedAt || found.event.hiddenAt) return null
  const now = new Date()
  const [[event], tickets, bundles, queue] = await Promise.all([
    toEvents(db, [found]),
    listTickets(db, eventId).then((rows) => toTickets(db, rows, { withUrl: false, now })),
    listBundles(db, eventId).then((rows) => toBundles(db, rows, { now })),
    queueSettingsOf(db, eventId),
  ])
  if (!event) return null
  // Only a seated ticket says there is a plan; a seated event whose plan cannot be read keeps the app's.
  const seated = tickets.some((ticket) => ticket.Seated)
  const plan = seated ? await seatingPlan?.(eventId) : undefined
  if (seated && !plan) return null
  const methods = paymentMethodsOf(found.event, { paymentSurchargePercents: surchargePercents })
  return {
    kind: 'checkout',
    event,
    tickets,
    bundles,
    fields: found.event.formFields as FormField[],
    // SSLCommerz's methods only where this server can take them, as GET /event/{id}/payment-methods says.
    methods: sslcommerz ? methods : methods.filter((method) => method.Method === 'bkash'),
    waitlist: found.event.waitlistEnabled,
    ...(plan ? { plan } : {}),
    ...(queue.Enabled && queue.OpensAt ? { queue: { opensAt: queue.OpensAt } } : {}),
  }
}
