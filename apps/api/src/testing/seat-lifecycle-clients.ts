import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import { jobHandlersOf } from '../app.ts'
import { purchaseItems, purchases } from '../db/schema.ts'
import { runDueJobs } from '../modules/jobs/job-queue.ts'
import { pay } from './bkash-fixtures.ts'
import { runOutHold } from './checkout-fixtures.ts'
import { authHeaders, randomIp } from './identity-fixtures.ts'
import { choiceOf, type Headers, learnSeats, type Via, type World } from './seat-lifecycle-world.ts'
import { postReturn } from './sslcommerz-checkout-fixtures.ts'
import { clickOnPage, isClosedPage, returnFormOf } from './sslcommerz-fixtures.ts'

// What each client of the model test sends, through the real routes.
let phones = 0
const freshPhone = () => `0191${String(1_000_000 + ((phones++ * 7919 + Date.now()) % 8_999_999)).slice(-7)}`

type Answer = { statusCode: number; body: string; json: () => unknown }

/** Sends one request as a client would; a 5xx (but an unconfirmed refund's 502) breaks the contract. */
export async function send(
  world: World,
  what: string,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; headers?: Headers; payload?: object },
): Promise<Answer> {
  // Each client from its own address, as buyers on their own phones: rate limits are not what this tests.
  const answer = await world.app.inject({ ...request, remoteAddress: randomIp() })
  if (process.env.MODEL_TRACE) console.log(what, request.url, answer.statusCode, answer.body.slice(0, 160))
  tally(world, `${what} ${answer.statusCode}`)
  const unconfirmed = answer.statusCode === 502 && answer.body.includes('REFUND_UNCONFIRMED')
  if (answer.statusCode >= 500 && !unconfirmed)
    world.broken.push(
      `${what}: ${request.method} ${request.url} answered ${answer.statusCode} ${answer.body}`,
    )
  return answer
}

export const ok = (answer: Answer) => answer.statusCode === 200

/** Counts one outcome in the run's answers (`pay 200`, `late pay refunded`). */
export const tally = (world: World, key: string) => {
  world.answers[key] = (world.answers[key] ?? 0) + 1
}

/**
 * A buyer without an account takes seats (held while the gateway waits), paying through bKash or through
 * SSLCommerz with Nagad, and when `andPay`, pays at once.
 */
export async function buy(world: World, quantity: number, andPay: boolean, via: Via = 'bkash') {
  const answer = await send(world, 'buy', {
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID: world.eventId,
      ...choiceOf(world, quantity),
      ...(via === 'sslcommerz'
        ? { PaymentMethod: 'sslcommerz', PaymentChannel: 'nagad' }
        : { PaymentMethod: 'bkash' }),
      Buyer: { FirstName: 'Rahim', Phone: freshPhone(), Email: 'rahim@example.com' },
    },
  })
  if (!ok(answer)) return
  tally(world, `held via ${via}`)
  const bought = answer.json() as { ID: string; authToken: string; user: { Username: string } }
  const [row] = await world.app.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
  if (!row?.paymentId || !row.paymentUrl) return
  const pending = {
    id: bought.ID,
    paymentId: row.paymentId,
    paymentUrl: row.paymentUrl,
    via,
    holder: authHeaders(bought),
  }
  world.pending.push(pending)
  if (andPay) await payFor(world, pending)
}

/**
 * The buyer pays a held purchase on its gateway's page and comes back (bKash: finalize; SSLCommerz: the
 * gateway's form posted back, its IPN already sent): the purchase's status after.
 */
export async function payFor(world: World, target: World['pending'][number], what = 'pay') {
  const status =
    target.via === 'sslcommerz'
      ? await payOnSslcommerz(world, target, what)
      : await payOnBkash(world, target, what)
  if (status !== 'paid') return status
  world.pending = world.pending.filter((pending) => pending !== target)
  if (!world.held.some((held) => held.id === target.id))
    world.held.push({ id: target.id, holder: target.holder, method: target.via })
  await learnSeats(world, target.id, target.holder)
  return status
}

async function payOnBkash(world: World, target: World['pending'][number], what: string) {
  await pay(world.app, target.paymentId)
  const answer = await send(world, what, {
    method: 'POST',
    url: `/api/purchase/bkash/finalize/${target.id}`,
    headers: target.holder,
    payload: { paymentID: target.paymentId, status: 'success' },
  })
  return ok(answer) ? (answer.json() as { Status: string }).Status : undefined
}

async function payOnSslcommerz(world: World, target: World['pending'][number], what: string) {
  const paidBefore = world.paidPages.has(target.paymentUrl)
  world.paidPages.add(target.paymentUrl)
  const page = await (await clickOnPage(target.paymentUrl, 'pay')).text()
  // The gateway ends a session at its first payment: a second tab (two clients of a round paying one
  // purchase) is shown its closed page, and the client that paid settles the purchase. A session no client
  // paid is never closed: then returnFormOf throws, and the run fails.
  if (paidBefore && isClosedPage(page)) {
    tally(world, `${what} closed`)
    return undefined
  }
  const form = returnFormOf(page)
  const answer = await postReturn(world.app, form.action, form.fields)
  tally(world, `${what} ${answer.statusCode}`)
  if (answer.statusCode >= 500)
    world.broken.push(`${what}: the SSLCommerz return answered ${answer.statusCode}`)
  const [row] = await world.app.database.db.select().from(purchases).where(eq(purchases.id, target.id))
  return row?.status
}

/**
 * A buyer pays `lateMs` after the hold ran out (the clock moved past it, as runOutHold sets it), while others
 * may take the seats or the organizer move them: the purchase keeps its seats when they are still its own,
 * on their tickets, or is refunded. The worker's pass that follows gives the money back through bKash (tests
 * run the worker's passes themselves), so the ledger's sale and refund meet bKash's books by the checks.
 */
export async function payLate(world: World, target: World['pending'][number], lateMs: number) {
  const db = world.app.database.db
  await runOutHold(db, target.id)
  // The cached plan is built again when its first hold ends by the clock; this one ended by SQL.
  world.app.seatingCache.forget(world.eventId)
  if (lateMs) await sleep(lateMs)
  const status = await payFor(world, target, 'late pay')
  tally(world, `late pay ${status ?? 'refused'}`)
  if (status !== 'refunded') return
  world.pending = world.pending.filter((pending) => pending !== target)
  while ((await runDueJobs(db, jobHandlersOf(world.app))) > 0) {}
}

export async function transfer(world: World, seat: World['seats'][number], friend: number) {
  const to = world.friends[friend % world.friends.length]
  if (!seat.holder || !to) return
  const answer = await send(world, 'transfer', {
    method: 'POST',
    url: `/api/purchase/item/${seat.itemId}/transfer`,
    headers: seat.holder,
    payload: { Email: to.email },
  })
  if (!ok(answer)) return
  const moved = answer.json() as { ID: string }
  const [item] = await world.app.database.db
    .select()
    .from(purchaseItems)
    .where(eq(purchaseItems.id, moved.ID))
  if (!item) return
  world.held.push({ id: item.purchaseId, holder: to.headers, method: 'free' })
  await learnSeats(world, item.purchaseId, to.headers)
}

export async function claim(world: World, whole: boolean) {
  const balance = await send(world, 'claim', {
    method: 'GET',
    url: `/api/claim/balance?AccountID=${world.accountId}`,
    headers: world.owner.headers,
  })
  const available = ok(balance) ? (balance.json() as { Available: number }).Available : 0
  const amount = whole ? available : Math.floor(available / 2)
  if (amount <= 0) return
  const answer = await send(world, 'claim', {
    method: 'POST',
    url: '/api/claim',
    headers: world.owner.headers,
    payload: { AccountID: world.accountId, BankAccountID: world.bankId, Amount: amount },
  })
  if (ok(answer)) world.claims.push((answer.json() as { ID: string }).ID)
}

/** POST check-in of a seat with its code, as a door scanner online does. */
export const checkIn = (world: World, seat: World['seats'][number], what = 'checkin') =>
  send(world, what, {
    method: 'POST',
    url: `/api/purchase/item/${seat.itemId}/checkin`,
    headers: world.owner.headers,
    payload: { Code: seat.code },
  })

/** One offline scan of a seat sent through the door's sync. */
export const syncScan = (world: World, seat: World['seats'][number], what = 'sync') =>
  send(world, what, {
    method: 'POST',
    url: '/api/checkin/sync',
    headers: world.owner.headers,
    payload: {
      EventID: world.eventId,
      Scans: [{ ItemID: seat.itemId, Code: seat.code, ScannedAt: new Date().toISOString() }],
    },
  })
