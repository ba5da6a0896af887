import { eq } from 'drizzle-orm'
import { type App, jobHandlersOf } from '../app.ts'
import { purchaseItems, purchases, tickets } from '../db/schema.ts'
import { deliverMessages, signedInUser } from './identity-fixtures.ts'
import { sellingOrganization } from './money-fixtures.ts'

type Headers = Record<string, string>
let phones = 0

/**
 * What the attendee tests (waiting lists, transfers, cancellations) do through the API of the test app
 * in `context`: buy, run the hold sweep, read the outbox, end a hold at once.
 */
export function attendeeFixtures(context: { app: App }) {
  const post = (url: string, payload: unknown, headers: Headers = {}) =>
    context.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers })

  return {
    post,
    /** A phone no other test of the run types. */
    phone: () => `0171${String(5_000_000 + phones++ * 7 + Math.floor(Math.random() * 900_000)).slice(-7)}`,

    async soldOutTicket(price: number, capacity = 1) {
      const made = await sellingOrganization(context.app, price)
      await context.app.database.db.update(tickets).set({ capacity }).where(eq(tickets.id, made.ticket.id))
      return made
    },

    /** A signed-in buyer takes seats; a bKash order stays held (pending), a free one is paid at once. */
    async buy(eventId: string, ticketId: string, method: 'free' | 'bkash', headers?: Headers) {
      const buyer = headers ? { headers } : await signedInUser(context.app)
      const response = await post(
        '/purchase',
        { EventID: eventId, Tickets: [{ TicketID: ticketId, Quantity: 1 }], PaymentMethod: method },
        buyer.headers,
      )
      return { response, headers: buyer.headers }
    },

    async outbox() {
      const response = await context.app.inject({ url: '/dev/outbox.json' })
      return response.json() as { id: string; to: string; body: string; subject: string | null }[]
    },

    async sweep() {
      await jobHandlersOf(context.app)['sweep-holds']?.({}, { id: 'test', attempts: 1 } as never)
      await deliverMessages(context.app)
    },

    async expire(purchaseId: string) {
      const past = new Date(Date.now() - 1000)
      const db = context.app.database.db
      await db.update(purchases).set({ expiresAt: past }).where(eq(purchases.id, purchaseId))
      await db.update(purchaseItems).set({ heldUntil: past }).where(eq(purchaseItems.purchaseId, purchaseId))
    },

    async userIdOf(username: string) {
      const found = await context.app.database.db.query.users.findFirst({
        where: (user, { eq }) => eq(user.username, username),
      })
      return found?.id
    },
  }
}

/** How the API keeps a phone: +880… */
export const intl = (typed: string) => `+88${typed}`

/** The offer token in an offer's link. */
export const offerToken = (body: string) => {
  const match = body.match(/[?&]offer=([\w-]+)/)
  if (!match?.[1]) throw new Error(`no offer link in ${body}`)
  return match[1]
}
