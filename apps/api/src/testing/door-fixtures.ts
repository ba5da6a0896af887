import { eq } from 'drizzle-orm'
import type { App } from '../app.ts'
import { events } from '../db/schema.ts'
import { eventOnSale, type FreeBought, guestBuysFree, putOnTeam } from './checkout-fixtures.ts'
import { signedInUser } from './identity-fixtures.ts'

const HOUR = 60 * 60_000

// A phone of its own per purchase: the limits on anonymous buyers (checkouts, seats held) follow the phone.
let phone = 1712000000

/** Karim's free purchase of `quantity` seats through the API, from a phone no earlier purchase used. */
export async function guestBuysSeats(
  app: App,
  eventId: string,
  ticketId: string,
  quantity: number,
): Promise<FreeBought> {
  phone += 1
  return guestBuysFree(app, eventId, ticketId, quantity, { FirstName: 'Karim', Phone: `0${phone}` })
}

/** A signed-in collaborator of an organization, who works its door: `name` Khan. */
export async function doorStaff(app: App, accountId: string, name = 'Door') {
  const staff = await signedInUser(app, { FirstName: name, LastName: 'Khan' })
  await putOnTeam(app.database.db, accountId, staff.user.ID, 'collaborator')
  return staff
}

/** A free event under way (started an hour ago) with `seats` seats sold in one purchase, and a collaborator at its door. */
export async function doorNight(app: App, seats = 3) {
  const db = app.database.db
  const { event, ticket, account } = await eventOnSale(db, { price: 0 })
  const bought = await guestBuysSeats(app, event.id, ticket.id, seats)
  const [underWay] = await db
    .update(events)
    .set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 2 * HOUR) })
    .where(eq(events.id, event.id))
    .returning()
  if (!underWay) throw new Error('no event')
  return { event: underWay, ticket, account, bought, staff: await doorStaff(app, account.id) }
}
