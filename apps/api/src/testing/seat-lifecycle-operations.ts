import { setTimeout as sleep } from 'node:timers/promises'
import fc from 'fast-check'
import {
  buy,
  checkIn,
  claim,
  ok,
  payFor,
  payLate,
  send,
  syncScan,
  transfer,
} from './seat-lifecycle-clients.ts'
import { type EditSize, editPlan, PLAN_EDITS, type PlanEdit } from './seat-lifecycle-plan-edits.ts'
import { choiceOf, learnSeats, pick, type Via, type World } from './seat-lifecycle-world.ts'

/**
 * One thing a client does. Numbers name what it acts on by position among what exists when the round
 * starts (wrapping round), so a shrunk sequence still reads: `refund(purchase#1 oneSeat)` is the second
 * bKash purchase.
 */
export type Operation =
  | { kind: 'buy'; quantity: number; pay: boolean; via: Via }
  | { kind: 'pay'; purchase: number }
  | { kind: 'transfer'; seat: number; friend: number }
  | { kind: 'cancel'; purchase: number }
  | { kind: 'refund'; purchase: number; oneSeat: boolean }
  | { kind: 'superuser-refund'; purchase: number }
  | { kind: 'checkin'; seat: number }
  | { kind: 'sync'; seat: number }
  | { kind: 'cash-sale'; quantity: number }
  | { kind: 'void'; sale: number }
  | { kind: 'guest-add'; quantity: number }
  | { kind: 'guest-remove'; guest: number }
  | { kind: 'claim'; whole: boolean }
  | { kind: 'approve'; claim: number }
  | { kind: 'mark-paid'; claim: number }
  | { kind: 'plan-edit'; edit: PlanEdit; quantity: EditSize; ticket: number }
  | { kind: 'late-pay'; purchase: number; lateMs: number }

/** An operation and how long after the round starts its client sends it. */
export type Timed = { operation: Operation; afterMs: number }

const index = fc.nat({ max: 7 })
const quantity = fc.integer({ min: 1, max: 2 })
// Moving free seats to the other ticket comes up as often as the other edits together.
const planEdit = fc.oneof(
  ...PLAN_EDITS.map((edit) => ({ arbitrary: fc.constant(edit), weight: edit === 'move' ? 4 : 1 })),
)

// Each kind of operation, how often it comes up, and what it names.
const mix: [Operation['kind'], number, Record<string, fc.Arbitrary<unknown>>][] = [
  ['buy', 5, { quantity, pay: fc.boolean(), via: fc.constantFrom('bkash', 'sslcommerz') }],
  ['pay', 2, { purchase: index }],
  ['transfer', 3, { seat: index, friend: fc.nat({ max: 1 }) }],
  ['cancel', 2, { purchase: index }],
  ['refund', 2, { purchase: index, oneSeat: fc.boolean() }],
  ['superuser-refund', 1, { purchase: index }],
  ['checkin', 3, { seat: index }],
  ['sync', 2, { seat: index }],
  ['cash-sale', 2, { quantity }],
  ['void', 1, { sale: index }],
  ['guest-add', 2, { quantity }],
  ['guest-remove', 1, { guest: index }],
  ['claim', 1, { whole: fc.boolean() }],
  ['approve', 1, { claim: index }],
  ['mark-paid', 1, { claim: index }],
  // Reserved seating only (general admission has no plan to edit).
  [
    'plan-edit',
    2,
    {
      edit: planEdit,
      quantity: fc.constantFrom(1, 2, 'all'),
      ticket: fc.nat({ max: 1 }),
    },
  ],
  // The hold runs out when the operation starts; the payment lands lateMs later, among the round's others.
  ['late-pay', 2, { purchase: index, lateMs: fc.constantFrom(0, 200, 500) }],
]

/**
 * Operations and when their clients send them: the whole mix, or only the kinds named (MODEL_OPERATIONS=
 * claim,approve,mark-paid,cancel, to look at one area while a finding elsewhere is being fixed). Buying and
 * paying always stay in.
 */
export function timedArbitrary(only?: string[]): fc.Arbitrary<Timed> {
  const kinds = only && [...only, 'buy', 'pay']
  const chosen = mix
    .filter(([kind]) => !kinds || kinds.includes(kind))
    .map(([kind, weight, fields]) => ({
      weight,
      arbitrary: fc.record({ kind: fc.constant(kind), ...fields }) as fc.Arbitrary<Operation>,
    }))
  if (chosen.length === 0) throw new Error(`MODEL_OPERATIONS names no operation: ${only?.join(',')}`)
  return fc.record({
    operation: fc.oneof(...chosen),
    // Most start at once; some land while a slow bKash call of another client is in flight.
    afterMs: fc.constantFrom(0, 0, 0, 150, 400),
  })
}

/**
 * How a shrunk counterexample prints: `refund(purchase#1 oneSeat)@150ms`, `plan-edit(move ×all ticket#1)`,
 * `late-pay(purchase#0 +200ms)` (paid 200 ms after its hold ran out).
 */
export function describeOperation({ operation, afterMs }: Timed) {
  const { kind, ...rest } = operation
  const args = Object.entries(rest).map(([key, value]) =>
    typeof value === 'boolean'
      ? value
        ? key
        : `!${key}`
      : key === 'quantity'
        ? `×${value}`
        : key === 'lateMs'
          ? `+${value}ms`
          : typeof value === 'string'
            ? value
            : `${key}#${value}`,
  )
  return `${kind}(${args.join(' ')})${afterMs ? `@${afterMs}ms` : ''}`
}

/**
 * Runs one operation through the real routes. Targets are chosen from `snapshot`, what existed when
 * the round started, so every client of a round aims at the same world.
 */
export async function runOperation(world: World, snapshot: Snapshot, { operation, afterMs }: Timed) {
  if (afterMs) await sleep(afterMs)
  const owner = world.owner.headers
  const online = snapshot.held.filter((held) => held.method !== 'free')
  switch (operation.kind) {
    case 'buy':
      return buy(world, operation.quantity, operation.pay, operation.via)
    case 'pay': {
      const target = pick(snapshot.pending, operation.purchase)
      return target && payFor(world, target)
    }
    case 'late-pay': {
      const target = pick(snapshot.pending, operation.purchase)
      return target && payLate(world, target, operation.lateMs)
    }
    case 'plan-edit':
      return editPlan(world, operation.edit, operation.quantity, operation.ticket)
    case 'transfer': {
      const seat = pick(snapshot.seats, operation.seat)
      return seat && transfer(world, seat, operation.friend)
    }
    case 'cancel': {
      const target = pick(snapshot.held, operation.purchase)
      return (
        target &&
        send(world, 'cancel', {
          method: 'POST',
          url: `/api/purchase/${target.id}/cancel-paid`,
          headers: target.holder,
          payload: {},
        })
      )
    }
    case 'refund': {
      const target = pick(online, operation.purchase)
      if (!target) return
      const seat = world.seats.find((known) => known.purchaseId === target.id)
      return send(world, 'refund', {
        method: 'POST',
        url: `/api/purchase/${target.id}/refund`,
        headers: owner,
        payload: { Reason: 'Model refund', ...(operation.oneSeat && seat ? { ItemIDs: [seat.itemId] } : {}) },
      })
    }
    case 'superuser-refund': {
      const target = pick(online, operation.purchase)
      if (!target) return
      return send(world, 'superuser refund', {
        method: 'POST',
        url: `/api/superuser/purchases/${target.id}/refund`,
        headers: world.superuser,
        payload: { Reason: 'Model refund by the superuser' },
      })
    }
    case 'checkin': {
      const seat = pick(snapshot.seats, operation.seat)
      return seat && checkIn(world, seat)
    }
    case 'sync': {
      const seat = pick(snapshot.seats, operation.seat)
      return seat && syncScan(world, seat)
    }
    case 'cash-sale': {
      const answer = await send(world, 'cash sale', {
        method: 'POST',
        url: '/api/purchase/cash',
        headers: owner,
        payload: {
          EventID: world.eventId,
          ...choiceOf(world, operation.quantity),
          Buyer: { FirstName: 'Counter' },
        },
      })
      if (!ok(answer)) return
      const { ID } = answer.json() as { ID: string }
      world.cashSales.push(ID)
      return learnSeats(world, ID)
    }
    case 'void': {
      const sale = pick(snapshot.cashSales, operation.sale)
      return (
        sale &&
        send(world, 'void', {
          method: 'POST',
          url: `/api/purchase/${sale}/void`,
          headers: owner,
          payload: { Reason: 'Model void' },
        })
      )
    }
    case 'guest-add': {
      const answer = await send(world, 'guest add', {
        method: 'POST',
        url: '/api/guest',
        headers: owner,
        payload: {
          EventID: world.eventId,
          FirstName: 'Guest',
          // On a plan a guest is given one seat, the next in turn.
          ...(world.seatIds.length
            ? { SeatID: world.seatIds[world.picks++ % world.seatIds.length] }
            : { TicketID: world.ticketId, Quantity: operation.quantity }),
        },
      })
      if (!ok(answer)) return
      const guest = answer.json() as { ID: string; PurchaseID: string }
      world.guests.push(guest.ID)
      return learnSeats(world, guest.PurchaseID)
    }
    case 'guest-remove': {
      const guest = pick(snapshot.guests, operation.guest)
      return (
        guest && send(world, 'guest remove', { method: 'DELETE', url: `/api/guest/${guest}`, headers: owner })
      )
    }
    case 'claim':
      return claim(world, operation.whole)
    case 'approve':
    case 'mark-paid': {
      const id = pick(snapshot.claims, operation.claim)
      const decision = operation.kind === 'approve' ? 'approve' : 'paid'
      return (
        id &&
        send(world, operation.kind, {
          method: 'POST',
          url: `/api/superuser/claims/${id}/${decision}`,
          headers: world.superuser,
          payload: {},
        })
      )
    }
  }
}

export type Snapshot = Pick<World, 'pending' | 'held' | 'seats' | 'cashSales' | 'guests' | 'claims'>

export const snapshotOf = (world: World): Snapshot => ({
  pending: [...world.pending],
  held: [...world.held],
  seats: [...world.seats],
  cashSales: [...world.cashSales],
  guests: [...world.guests],
  claims: [...world.claims],
})
