import { eq } from 'drizzle-orm'
import type { App } from '../app.ts'
import { accounts, purchaseItems } from '../db/schema.ts'
import { ticketCode } from '../lib/ticket-code.ts'
import { setKnobs } from './bkash-fixtures.ts'
import { anotherTicket } from './checkout-fixtures.ts'
import { authHeaders, login, signedInUser } from './identity-fixtures.ts'
import { sellingOrganization } from './money-fixtures.ts'
import type { Person } from './organization-fixtures.ts'
import { hallPlan, seatIdsOf } from './seating-fixtures.ts'

export type Headers = Record<string, string>

/** One seat the model knows of, with the code its holder would show at the door. */
export type Seat = { itemId: string; code: string; purchaseId: string; holder?: Headers }
/** A purchase someone holds: its buyer's session (online) or the friend it was passed to. */
export type Held = { id: string; holder: Headers; method: 'bkash' | 'sslcommerz' | 'free' }
/** The gateway a buyer of the model test pays through. */
export type Via = 'bkash' | 'sslcommerz'

/**
 * What one run of the model test knows: a fresh organization selling one small ticket (on a plan: two, a
 * row each), the people who act on it, and every purchase, seat, cash sale, guest and claim the operations
 * made so far.
 */
export type World = {
  app: App
  owner: Person
  superuser: Headers
  friends: (Person & { email: string })[]
  accountId: string
  bankId: string
  eventId: string
  ticketId: string
  /** The event's tickets: `ticketId`, and on a plan the cheaper one of the back row. */
  ticketIds: string[]
  capacity: number
  /** Reserved seating: the tickets are sold by seat, and the organizer may edit the plan. */
  seated: boolean
  /** The plan's seats in order, as last saved (empty for general admission); `picks` turns through them. */
  seatIds: string[]
  picks: number
  pending: { id: string; paymentId: string; paymentUrl: string; via: Via; holder: Headers }[]
  held: Held[]
  seats: Seat[]
  cashSales: string[]
  guests: string[]
  claims: string[]
  /** Seats whose dead code was already tried at the door after a round. */
  probed: Set<string>
  /** SSLCommerz pages a client of this run has clicked pay on: the gateway closes each at its first payment. */
  paidPages: Set<string>
  /** Answers that broke the contract (5xx, or a refused operation answered without a code). */
  broken: string[]
  /** How often each operation got each status: shows whether the runs reach the interesting states. */
  answers: Record<string, number>
}

/** The people every run shares: the superuser, and friends who receive transferred seats by e-mail. */
export async function castOf(app: App, superuserPassword: string) {
  const superuser = authHeaders(await login(app, 'superuser', superuserPassword))
  const friends = await Promise.all(
    [1, 2].map(async (n) => {
      const email = `friend${n}.${Date.now()}@example.com`
      return { ...(await signedInUser(app, { Email: email })), email }
    }),
  )
  return { superuser, friends }
}

/** A fresh organization (bank account, cash sales on) and an event whose buyers may cancel (80 %) and transfer. */
export async function newWorld(
  app: App,
  cast: Awaited<ReturnType<typeof castOf>>,
  settings: { capacity: number; refundDelayMs: number; executeDelayMs: number; seated?: boolean },
): Promise<World> {
  const db = app.database.db
  const { owner, account, event, ticket, bank } = await sellingOrganization(app, 50000, settings.capacity)
  await db.update(accounts).set({ enableCashSell: true }).where(eq(accounts.id, account.ID))
  const policy = await app.inject({
    method: 'PUT',
    url: `/api/event/${event.id}/attendee-policy`,
    headers: owner.headers,
    payload: { WaitlistEnabled: false, TransfersEnabled: true, CancelRefundPercent: 80 },
  })
  if (policy.statusCode !== 200) throw new Error(`attendee policy refused: ${policy.body}`)
  const back = settings.seated
    ? await anotherTicket(db, event.id, { section: 'Balcony', price: 30000, capacity: 1 })
    : undefined
  const ticketIds = back ? [ticket.id, back.id] : [ticket.id]
  const seatIds = back ? await drawHall(app, owner, event.id, ticketIds, settings.capacity) : []
  await setKnobs(app, {
    refundDelayMs: settings.refundDelayMs,
    executeDelayMs: settings.executeDelayMs,
  })
  return {
    app,
    owner,
    ...cast,
    accountId: account.ID,
    bankId: bank.ID,
    eventId: event.id,
    ticketId: ticket.id,
    ticketIds,
    capacity: settings.capacity,
    seated: Boolean(back),
    seatIds,
    picks: 0,
    pending: [],
    held: [],
    seats: [],
    cashSales: [],
    guests: [],
    claims: [],
    probed: new Set(),
    paidPages: new Set(),
    broken: [],
    answers: {},
  }
}

/** Learns the seats of a purchase from the database, each with the code its holder was given. */
export async function learnSeats(world: World, purchaseId: string, holder?: Headers) {
  const db = world.app.database.db
  const items = await db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId))
  for (const item of items) {
    if (world.seats.some((seat) => seat.itemId === item.id)) continue
    const code = await ticketCode(db, item.id, world.eventId)
    world.seats.push({ itemId: item.id, code, purchaseId, holder })
  }
}

/** The `index`-th of what exists (wrapping round), or nothing yet. */
export const pick = <T>(list: T[], index: number): T | undefined =>
  list.length ? list[index % list.length] : undefined

/**
 * Reserved seating: about `capacity` seats in two rows, the front one for the first ticket and the back one
 * for the cheaper, so that the organizer can move seats between them. The seats' IDs in order.
 */
async function drawHall(app: App, owner: Person, eventId: string, ticketIds: string[], capacity: number) {
  const [front = '', back = front] = ticketIds
  const answer = await app.inject({
    method: 'PUT',
    url: `/api/event/${eventId}/seating`,
    headers: owner.headers,
    payload: hallPlan(front, back, { rows: 2, perRow: Math.ceil(capacity / 2), frontRows: 1 }),
  })
  if (answer.statusCode !== 200) throw new Error(`plan refused: ${answer.body}`)
  return seatIdsOf(answer.json())
}

/**
 * What a client asks for, `quantity` seats: of the ticket by quantity (general admission); on a plan,
 * seats side by side from the next place in turn (of either ticket, or both), or every third time best
 * available of each ticket in turn.
 */
export function choiceOf(world: World, quantity: number) {
  if (world.seatIds.length === 0) return { Tickets: [{ TicketID: world.ticketId, Quantity: quantity }] }
  const turn = world.picks++
  const ticketId = world.ticketIds[Math.floor(turn / 3) % world.ticketIds.length]
  if (turn % 3 === 2) return { BestAvailable: [{ TicketID: ticketId, Quantity: quantity }] }
  const start = turn % world.seatIds.length
  return { Seats: world.seatIds.slice(start, start + quantity) }
}
