import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobHandlersOf } from '../../app.ts'
import type { Db } from '../../db/database.ts'
import { jobs, purchases, waitlistEntries } from '../../db/schema.ts'
import { buyers, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { reservePurchase } from '../checkout/reserve.service.ts'
import { enqueueJob, type JobHandlers, runDueJobs } from '../jobs/job-queue.ts'
import { OFFER_AT_HOLD_EXPIRY } from './offer-schedule.ts'
import { joinWaitlist } from './waitlist.service.ts'

// Two workers at once need a real PostgreSQL (TEST_DATABASE_URL); PGlite has one connection.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres) console.warn('offer-schedule.test: the two-worker race is skipped without TEST_DATABASE_URL')

// An offer lasts 2 s here, so the test can watch one run out.
const OFFER_MINUTES = 2 / 60
const context = useTestApp({ waitlistOfferMinutes: OFFER_MINUTES })
/** A guest joining: no account, and the leave link (never sent here) pointing nowhere real. */
const NOBODY = { publicUrl: 'http://mela.test' }
const sleepUntil = (at: Date) =>
  new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 150))

/** The worker's handlers without the 30 s sweep: what happens here is the offer job's doing alone. */
function withoutSweep(): JobHandlers {
  const { 'sweep-holds': _sweep, ...handlers } = jobHandlersOf(context.app)
  return handlers
}

/** A 1-seat ticket whose only seat sits in a buyer's bKash cart until `seconds` from now. */
async function seatHeldFor(db: Db, seconds: number) {
  const { event, ticket } = await eventOnSale(db, { capacity: 1 })
  const [buyer] = await buyers(db, 1)
  if (!buyer) throw new Error('no buyer')
  const { purchase } = await reservePurchase(
    db,
    event,
    buyer.id,
    {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.id, Quantity: 1 }],
      Bundles: [],
      Answers: {},
      PaymentMethod: 'bkash',
    },
    { now: new Date(), holdMinutes: seconds / 60, holdCap: 100 },
  )
  return { ticket, hold: purchase }
}

const entriesOf = (db: Db, ticketId: string) =>
  db
    .select({ firstName: waitlistEntries.firstName, status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.ticketId, ticketId))
    .orderBy(waitlistEntries.createdAt)

const offerJobsOf = (db: Db, ticketId: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, OFFER_AT_HOLD_EXPIRY), eq(jobs.status, 'queued')))
    .then((rows) => rows.filter((job) => (job.payload as { ticketId?: string }).ticketId === ticketId))

describe('a seat freed by an expired hold is offered when the hold runs out', () => {
  it('offers it right after the hold ends, then passes an unclaimed offer on when it runs out', async () => {
    const db = context.database.db
    const { ticket, hold } = await seatHeldFor(db, 1.5)
    await joinWaitlist(db, { TicketID: ticket.id, FirstName: 'Mita', Phone: '+8801711300001' }, NOBODY)
    await joinWaitlist(db, { TicketID: ticket.id, FirstName: 'Rafi', Phone: '+8801711300002' }, NOBODY)

    // One job, at the hold's end (joining twice did not queue two).
    const [job, ...more] = await offerJobsOf(db, ticket.id)
    expect(more).toHaveLength(0)
    expect(job?.runAt.getTime()).toBe(hold.expiresAt.getTime())

    // Before the hold ends nothing is due; right after it, the seat is Mita's offer.
    await runDueJobs(db, withoutSweep())
    expect((await entriesOf(db, ticket.id)).map((entry) => entry.status)).toEqual(['waiting', 'waiting'])
    await sleepUntil(hold.expiresAt)
    await runDueJobs(db, withoutSweep())
    expect(await entriesOf(db, ticket.id)).toEqual([
      { firstName: 'Mita', status: 'offered' },
      { firstName: 'Rafi', status: 'waiting' },
    ])
    const [lapsed] = await db.select().from(purchases).where(eq(purchases.id, hold.id))
    expect(lapsed?.status).toBe('expired')

    // Mita lets her offer run out: Rafi's offer follows at that moment, still without the sweep.
    const [next] = await offerJobsOf(db, ticket.id)
    if (!next) throw new Error('no job queued for the offer’s end')
    await sleepUntil(next.runAt)
    await runDueJobs(db, withoutSweep())
    expect(await entriesOf(db, ticket.id)).toEqual([
      { firstName: 'Mita', status: 'expired' },
      { firstName: 'Rafi', status: 'offered' },
    ])
  })

  it('queues nothing when the ticket is not held by anyone (the sold-out seats are all paid)', async () => {
    const db = context.database.db
    const { ticket, hold } = await seatHeldFor(db, 60)
    await db.update(purchases).set({ status: 'paid' }).where(eq(purchases.id, hold.id))
    await db.execute(`update purchase_items set held_until = null where purchase_id = '${hold.id}'`)
    await db.execute(`update tickets set sold = 1 where id = '${ticket.id}'`)
    await joinWaitlist(db, { TicketID: ticket.id, FirstName: 'Mita', Phone: '+8801711300003' }, NOBODY)
    expect(await offerJobsOf(db, ticket.id)).toHaveLength(0)
  })

  raceIt('two workers running the job at once make one offer', async () => {
    const db = context.database.db
    const { ticket, hold } = await seatHeldFor(db, 1)
    await joinWaitlist(db, { TicketID: ticket.id, FirstName: 'Mita', Phone: '+8801711300004' }, NOBODY)
    await joinWaitlist(db, { TicketID: ticket.id, FirstName: 'Rafi', Phone: '+8801711300005' }, NOBODY)
    // A second copy of the job, as two instances scheduling at once could leave.
    await enqueueJob(db, OFFER_AT_HOLD_EXPIRY, { ticketId: ticket.id }, { runAt: hold.expiresAt })
    const handlers = withoutSweep()
    // Earlier tests' mail is delivered first, so the two workers below find only these two copies.
    while ((await runDueJobs(db, handlers)) > 0) {}
    await sleepUntil(hold.expiresAt)
    // Each worker claims one batch of one job: both copies run at the same moment.
    await Promise.all([runDueJobs(db, handlers, { batch: 1 }), runDueJobs(db, handlers, { batch: 1 })])
    expect((await entriesOf(db, ticket.id)).map((entry) => entry.status)).toEqual(['offered', 'waiting'])
    const held = await db.select().from(purchases).where(eq(purchases.status, 'pending'))
    expect(held.filter((purchase) => purchase.eventId === ticket.eventId)).toHaveLength(1)
  })
})
