import pg from 'pg'
import { sleep } from './queue-crowd.ts'
import type { Traffic } from './soak-traffic.ts'

/** What one buyer asks for in a hold: a count of a ticket, seats picked on the plan, or best available. */
export type Choice = Record<string, unknown>

/** A purchase the buyer saw paid, with what it takes to come back to it (refund, transfer, the door). */
export type Paid = {
  id: string
  eventId: string
  headers: Record<string, string>
  items: { ID: string; Code: string }[]
}

export type Crowd = {
  traffic: Traffic
  databaseUrl: string
  /** The bKash sandbox the buyers pay at (their phones, not Mela). */
  bkashUrl: string
  stopped: () => boolean
  /** Every purchase a buyer saw paid: the check finds each still paid (or refunded on purpose). */
  paid: Map<string, Paid>
  onPaid: (purchase: Paid) => void
}

/** A buyer's name, phone and e-mail: their own for each purchase, so a bulk message reaches each once. */
export const buyerOf = (index: number, n: number) => ({
  FirstName: 'Soak',
  Phone: `01${7 + (index % 3)}${String(index).padStart(2, '0')}${String(n).padStart(6, '0')}`.slice(0, 11),
  Email: `soak${index}.${n}@example.com`,
})

/**
 * One buyer after another at a counter: hold with bKash (the first choice that is not refused), pay at the
 * sandbox, come back to Mela, trying again while Mela is out of reach as a person would.
 */
export async function buyerLoop(crowd: Crowd, eventId: string, index: number, choose: () => Choice[]) {
  for (let n = 0; !crowd.stopped(); n++) {
    const { held } = await buy(crowd, eventId, buyerOf(index, n), choose())
    if (held !== 200) await sleep(held === 409 ? 2000 : 300)
  }
}

/**
 * One purchase: a hold with bKash (the first of `choices` not refused 409; `headers` such as the queue's
 * pass go with it), paid at the sandbox, then the return to Mela, sent again until answered. Answers the
 * hold's status and whether the buyer saw it paid.
 */
export async function buy(
  crowd: Crowd,
  eventId: string,
  buyer: Record<string, string>,
  choices: Choice[],
  headers: Record<string, string> = {},
) {
  const { traffic } = crowd
  let held: Awaited<ReturnType<Traffic['request']>> | undefined
  for (const choice of choices) {
    const kind = Object.keys(choice)[0]
    held = await traffic.request(kind === 'Tickets' ? 'hold' : `hold ${kind}`, '/api/purchase', {
      body: { EventID: eventId, ...choice, PaymentMethod: 'bkash', Buyer: buyer },
      headers,
    })
    if (held.status !== 409) break
  }
  if (held?.status !== 200) return { held: held?.status ?? 0, paid: false }
  const session = { authorization: held.body.authToken, 'x-username': held.body.user?.Username ?? '' }
  const payment = await paymentOf(crowd.databaseUrl, held.body)
  await fetch(`${crowd.bkashUrl}/bkash-sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paymentID: payment }),
  }).catch(() => undefined)
  for (let attempt = 0; attempt < 10 && !crowd.stopped(); attempt++) {
    const back = await traffic.request('finalize', `/api/purchase/bkash/finalize/${held.body.ID}`, {
      body: { paymentID: payment, status: 'success' },
      headers: session,
    })
    if (back.status === 200) {
      if (back.body?.Status === 'paid') {
        const purchase = { id: held.body.ID, eventId, headers: session, items: back.body.Items ?? [] }
        crowd.paid.set(purchase.id, purchase)
        crowd.onPaid(purchase)
        return { held: 200, paid: true }
      }
      break
    }
    await sleep(500)
  }
  return { held: 200, paid: false }
}

/**
 * The bKash payment of a hold, as the buyer's phone has it: the `paymentId` of the wallet page Mela sent
 * them to (PaymentURL); the database only when the answer had none.
 */
async function paymentOf(databaseUrl: string, held: { ID: string; PaymentURL?: string | null }) {
  if (held.PaymentURL) {
    const query = new URL(held.PaymentURL).searchParams
    const id = query.get('paymentId') ?? query.get('paymentID')
    if (id) return id
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  // The soak cuts the database's connections: this one's cut is the same as a failed query.
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query('select payment_id from purchases where id = $1', [held.ID])
    return rows[0]?.payment_id ?? ''
  } catch {
    return ''
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * The organizer refunding whole purchases while the sale goes on, each with its own RefundID so that a
 * request sent again after a lost answer asks for the same refund.
 */
export async function refunderLoop(crowd: Crowd, queue: Paid[], organizer: Record<string, string>) {
  while (!crowd.stopped()) {
    const purchase = queue.shift()
    if (!purchase) {
      await sleep(500)
      continue
    }
    const body = { RefundID: crypto.randomUUID(), Reason: 'Soak: the buyer cannot come' }
    for (let attempt = 0; attempt < 10 && !crowd.stopped(); attempt++) {
      const answer = await crowd.traffic.request('refund', `/api/purchase/${purchase.id}/refund`, {
        body,
        headers: organizer,
      })
      if (answer.status > 0 && answer.status < 500) break
      await sleep(500)
    }
  }
}

/** Buyers passing one seat each on to a friend (a new phone) while the sale goes on. */
export async function transferLoop(crowd: Crowd, queue: Paid[]) {
  for (let n = 0; !crowd.stopped(); n++) {
    const purchase = queue.shift()
    const seat = purchase?.items[0]
    if (!purchase || !seat) {
      await sleep(500)
      continue
    }
    const friend = { FirstName: 'Friend', Phone: `0199${String(n).padStart(7, '0')}` }
    for (let attempt = 0; attempt < 10 && !crowd.stopped(); attempt++) {
      const answer = await crowd.traffic.request('transfer', `/api/purchase/item/${seat.ID}/transfer`, {
        body: friend,
        headers: purchase.headers,
      })
      if (answer.status > 0 && answer.status < 500) break
      await sleep(500)
    }
  }
}
