import { sql } from 'drizzle-orm'
import { sandboxBooks } from './bkash-sandbox-books.ts'
import { checkIn, syncScan } from './seat-lifecycle-clients.ts'
import type { World } from './seat-lifecycle-world.ts'
import { sslcommerzCaptured } from './sslcommerz-sandbox-books.ts'

/** What one round's checks found: how many invariants were checked and each one broken, in words. */
export type Verdict = { checks: number; violations: string[] }

async function rows<T>(world: World, query: ReturnType<typeof sql>) {
  return ((await world.app.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

// A seat still sold: its purchase is paid, and it was neither refunded nor passed on. A seat waiting for
// its refund is still sold until bKash answers.
const LIVE = sql`p.status = 'paid' and i.refunded_at is null and i.transferred_at is null`

/** Each ticket's `sold` equals its live seats, and neither exceeds capacity. */
async function soldCounts(world: World, verdict: Verdict) {
  const found = await rows<{ id: string; sold: number; capacity: number; live: number }>(
    world,
    sql`select t.id, t.sold, t.capacity,
          (select count(*)::int from purchase_items i join purchases p on p.id = i.purchase_id
            where i.ticket_id = t.id and ${LIVE}) as live
        from tickets t where t.event_id = ${world.eventId}`,
  )
  for (const ticket of found) {
    verdict.checks += 2
    if (ticket.sold !== ticket.live)
      verdict.violations.push(
        `sold-matches-seats: ticket sold=${ticket.sold} but ${ticket.live} seats are live`,
      )
    if (Math.max(ticket.sold, ticket.live) > ticket.capacity)
      verdict.violations.push(
        `within-capacity: ${ticket.live} live seats, sold=${ticket.sold}, capacity ${ticket.capacity}`,
      )
  }
}

/**
 * Reserved seating: no seat of the plan has two live or holding items, every live item's seat points
 * back at it (a transfer moved it along), and the plan says sold exactly for the seats a live item owns.
 */
async function seatsOnPlan(world: World, verdict: Verdict) {
  const twice = await rows<{ seat: string; n: number }>(
    world,
    sql`select i.seat_id as seat, count(*)::int as n from purchase_items i join purchases p on p.id = i.purchase_id
        where p.event_id = ${world.eventId} and i.seat_id is not null
          and ((${LIVE}) or (p.status = 'pending' and i.held_until > now()))
        group by i.seat_id having count(*) > 1`,
  )
  verdict.checks += 1
  for (const { seat, n } of twice)
    verdict.violations.push(`seat-held-once: seat ${seat} has ${n} live holders`)
  const astray = await rows<{ seat: string; status: string; owned: boolean }>(
    world,
    sql`select s.id as seat, mela_seat_status(s.blocked, s.item_id, now()) as status,
          exists (select 1 from purchase_items i join purchases p on p.id = i.purchase_id
                  where i.id = s.item_id and ${LIVE}) as owned,
          exists (select 1 from purchase_items i join purchases p on p.id = i.purchase_id
                  where i.seat_id = s.id and p.event_id = s.event_id and ${LIVE} and i.id <> coalesce(s.item_id, i.id)) as stray
        from seats s where s.event_id = ${world.eventId}`,
  )
  verdict.checks += 2
  for (const seat of astray as { seat: string; status: string; owned: boolean; stray?: boolean }[]) {
    if ((seat.status === 'sold') !== seat.owned)
      verdict.violations.push(
        `plan-matches-seats: seat ${seat.seat} reads ${seat.status} but owned=${seat.owned}`,
      )
    if (seat.stray)
      verdict.violations.push(
        `seat-points-at-holder: a live item sits in ${seat.seat} the plan does not name`,
      )
  }
}

/**
 * An event never admits more people than it has room for: its live seats and the seats held now are at most
 * the plan's unblocked seats plus the capacities of its tickets sold by count (a ticket left without seats
 * counts its capacity, 0 once it gave them all away).
 */
async function admissionsWithinRoom(world: World, verdict: Verdict) {
  const [room] = await rows<{ admitted: number; seats: number; counted: number }>(
    world,
    sql`select
          (select count(*)::int from purchase_items i join purchases p on p.id = i.purchase_id
            where p.event_id = ${world.eventId}
              and ((${LIVE} and i.voided_at is null) or (p.status = 'pending' and i.held_until > now()))) as admitted,
          (select count(*)::int from seats s where s.event_id = ${world.eventId} and not s.blocked) as seats,
          (select coalesce(sum(t.capacity), 0)::int from tickets t where t.event_id = ${world.eventId}
            and not exists (select 1 from seats s where s.event_id = t.event_id and s.ticket_id = t.id)) as counted`,
  )
  verdict.checks += 1
  if (room && room.admitted > room.seats + room.counted)
    verdict.violations.push(
      `admissions-within-room: ${room.admitted} seats sold or held, the plan has ${room.seats} unblocked seats and counted tickets ${room.counted}`,
    )
}

/**
 * Reserved seating, through the organizer's edits: every sold seat sits in a seat of the plan that names it,
 * of its own ticket and not blocked (a late payment for a seat moved, blocked or removed was refunded), and
 * each ticket's capacity is its unblocked seats (none once it gave its last seats away).
 */
async function seatsOnTheirTickets(world: World, verdict: Verdict) {
  const astray = await rows<{ item: string; seat: string; why: string }>(
    world,
    sql`select i.id as item, i.seat_id as seat,
          case when s.id is null then 'not on the plan'
               when s.item_id is distinct from i.id then 'names another item'
               when s.ticket_id <> i.ticket_id then 'is of another ticket'
               else 'is blocked' end as why
        from purchase_items i join purchases p on p.id = i.purchase_id
        left join seats s on s.event_id = p.event_id and s.id = i.seat_id
        where p.event_id = ${world.eventId} and i.seat_id is not null and ${LIVE}
          and (s.id is null or s.item_id is distinct from i.id or s.ticket_id <> i.ticket_id or s.blocked)`,
  )
  verdict.checks += 1
  for (const { item, seat, why } of astray)
    verdict.violations.push(`sold-seat-on-its-ticket: item ${item.slice(0, 8)}'s seat ${seat} ${why}`)
  const capacities = await rows<{ id: string; capacity: number; seats: number }>(
    world,
    sql`select t.id, t.capacity,
          (select count(*)::int from seats s where s.event_id = t.event_id and s.ticket_id = t.id and not s.blocked) as seats
        from tickets t where t.event_id = ${world.eventId}`,
  )
  for (const ticket of capacities) {
    verdict.checks += 1
    if (ticket.capacity !== ticket.seats)
      verdict.violations.push(
        `capacity-is-seats: ticket ${ticket.id.slice(0, 8)} has capacity ${ticket.capacity} but ${ticket.seats} unblocked seats`,
      )
  }
}

/** No seat is admitted at the door and also refunded, voided, removed, cancelled or passed on. */
async function deadSeatsAdmitted(world: World, verdict: Verdict) {
  const found = await rows<{ id: string; status: string; refunded: boolean; transferred: boolean }>(
    world,
    sql`select i.id, p.status, i.refunded_at is not null as refunded, i.transferred_at is not null as transferred
        from purchase_items i join purchases p on p.id = i.purchase_id
        where p.event_id = ${world.eventId} and i.checked_in_at is not null and not (${LIVE})`,
  )
  verdict.checks += 1
  for (const seat of found)
    verdict.violations.push(
      `dead-seat-admitted: seat ${seat.id.slice(0, 8)} is checked in but ${
        seat.refunded ? 'refunded' : seat.transferred ? 'transferred out' : `in a ${seat.status} purchase`
      }`,
    )
}

/** Only the holder's code opens the door: every seat that died since the last round is refused, online and offline. */
async function deadCodesRefused(world: World, verdict: Verdict) {
  const dead = await rows<{ id: string; admitted: boolean }>(
    world,
    sql`select i.id, i.checked_in_at is not null as admitted
        from purchase_items i join purchases p on p.id = i.purchase_id
        where p.event_id = ${world.eventId} and not (${LIVE})`,
  )
  for (const { id, admitted } of dead) {
    const seat = world.seats.find((known) => known.itemId === id)
    if (!seat || world.probed.has(id)) continue
    world.probed.add(id)
    // A seat let in before it died is already reported above; its code answers "already checked in".
    if (admitted) continue
    verdict.checks += 2
    const online = await checkIn(world, seat, 'probe checkin')
    if (online.statusCode === 200)
      verdict.violations.push(`dead-code-refused: POST check-in let dead seat ${id.slice(0, 8)} in`)
    const offline = await syncScan(world, seat, 'probe sync')
    const result = (offline.json() as { Results?: { Result: string }[] }).Results?.[0]?.Result
    if (result !== 'invalid')
      verdict.violations.push(`dead-code-refused: sync answered ${result} for dead seat ${id.slice(0, 8)}`)
  }
}

/** The ledger adds up to Available, stays ≥ 0 but for the superuser's refunds, and matches bKash's books. */
async function ledger(world: World, verdict: Verdict) {
  const kinds = await rows<{ kind: string; total: number }>(
    world,
    sql`select kind, sum(amount)::int as total from ledger_entries where account_id = ${world.accountId} group by kind`,
  )
  const sum = (kind: string) => kinds.find((row) => row.kind === kind)?.total ?? 0
  const poisha =
    sum('sale') +
    sum('refund') +
    sum('fee') +
    sum('gateway-fee') +
    sum('fee-refund') +
    sum('claim') +
    sum('claim-reversal')
  const answer = await world.app.inject({
    url: `/api/claim/balance?AccountID=${world.accountId}`,
    headers: world.owner.headers,
  })
  const balance = answer.json() as {
    Available: number
    Gross: number
    Refunded: number
    Fees: number
    Claimed: number
  }
  const available = Math.round(balance.Available * 100)
  verdict.checks += 3
  if (poisha !== available)
    verdict.violations.push(
      `ledger-is-available: entries add up to ${poisha} poisha, Available says ${available}`,
    )
  const figures = Math.round((balance.Gross - balance.Refunded - balance.Fees - balance.Claimed) * 100)
  if (figures !== available)
    verdict.violations.push(
      `ledger-is-available: Gross − Refunded − Fees − Claimed is ${figures} poisha, Available ${available}`,
    )
  // Only the superuser may leave an organization owing money: their refunds (and the fees those gave back) aside,
  // what is left must not be negative.
  const [{ owed } = { owed: 0 }] = await rows<{ owed: number }>(
    world,
    sql`select coalesce(sum(l.amount), 0)::int as owed from ledger_entries l join users u on u.id = l.created_by
        where l.account_id = ${world.accountId} and u.username = 'superuser' and l.kind in ('refund', 'fee-refund')`,
  )
  if (available - owed < 0)
    verdict.violations.push(
      `available-not-negative: Available is ${available / 100} taka${owed ? `, ${-owed / 100} of it refunded by the superuser` : ''}`,
    )

  const payments = await rows<{ id: string; payment_id: string; sale: number; refund: number }>(
    world,
    sql`select p.id, p.payment_id,
          coalesce((select sum(amount) from ledger_entries l where l.purchase_id = p.id and l.kind = 'sale'), 0)::int as sale,
          coalesce(-(select sum(amount) from ledger_entries l where l.purchase_id = p.id and l.kind = 'refund'), 0)::int as refund
        from purchases p where p.event_id = ${world.eventId} and p.payment_method = 'bkash' and p.payment_id is not null`,
  )
  for (const payment of payments) {
    const books = await sandboxBooks(world.app, payment.payment_id)
    verdict.checks += 2
    if (books.captured !== payment.sale)
      verdict.violations.push(
        `ledger-matches-bkash: purchase ${payment.id.slice(0, 8)} sale ${payment.sale}, bKash captured ${books.captured}`,
      )
    if (books.refunded !== payment.refund)
      verdict.violations.push(
        `ledger-matches-bkash: purchase ${payment.id.slice(0, 8)} refund ${payment.refund}, bKash refunded ${books.refunded}`,
      )
  }
  await ledgerMatchesSslcommerz(world, verdict)
}

// A page closed to a second tab leaves the purchase to the client that paid: whatever the gateway took (a
// second try it gives back aside) is the purchase's sale, late or not.
async function ledgerMatchesSslcommerz(world: World, verdict: Verdict) {
  const payments = await rows<{ id: string; sale: number; tran_ids: string[] }>(
    world,
    sql`select p.id,
          coalesce((select sum(amount) from ledger_entries l where l.purchase_id = p.id and l.kind = 'sale'), 0)::int as sale,
          array(select a.tran_id from payment_attempts a where a.purchase_id = p.id and a.status <> 'second-payment') as tran_ids
        from purchases p where p.event_id = ${world.eventId} and p.payment_method = 'sslcommerz'`,
  )
  for (const payment of payments) {
    const captured = await sslcommerzCaptured(world.app, payment.tran_ids)
    verdict.checks += 1
    if (captured !== payment.sale)
      verdict.violations.push(
        `ledger-matches-sslcommerz: purchase ${payment.id.slice(0, 8)} sale ${payment.sale}, SSLCommerz took ${captured}`,
      )
  }
}

/** Every invariant, once everything in flight has settled. */
export async function checkInvariants(world: World): Promise<Verdict> {
  const verdict: Verdict = { checks: 0, violations: [] }
  await soldCounts(world, verdict)
  await admissionsWithinRoom(world, verdict)
  if (world.seated) {
    await seatsOnPlan(world, verdict)
    await seatsOnTheirTickets(world, verdict)
  }
  await deadSeatsAdmitted(world, verdict)
  await deadCodesRefused(world, verdict)
  await ledger(world, verdict)
  verdict.checks += 1
  for (const broken of world.broken.splice(0)) verdict.violations.push(`no-5xx: ${broken}`)
  return verdict
}
