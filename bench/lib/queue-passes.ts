import { type Buyer, type CrowdTally, tryCall } from './queue-crowd.ts'

// The queue's passes at checkout: an admitted buyer's pass is honoured once; a pass used again, none at all
// or a forged one is refused (403).

type QueuedSale = { eventId: string; ticketId: string }

/** An order of one seat paid with bKash, from buyer `i`'s own phone. */
export function order(sale: QueuedSale, i: number) {
  return {
    EventID: sale.eventId,
    Tickets: [{ TicketID: sale.ticketId, Quantity: 1 }],
    PaymentMethod: 'bkash',
    Buyer: { FirstName: `Buyer ${i}`, Phone: `017${String(10_000_000 + i).slice(-8)}` },
  }
}

/**
 * An admitted buyer checks out with its pass, timed; every `probeEvery`-th buyer that bought then tries the
 * same pass again, which must be refused.
 */
export async function checkOut(
  url: string,
  sale: QueuedSale,
  buyer: Buyer,
  tally: CrowdTally,
  probeEvery: number,
) {
  const { counts } = tally
  const headers = { 'x-queue-pass': buyer.pass as string }
  const begin = performance.now()
  const answer = await tryCall(`${url}/api/purchase`, 'POST', order(sale, buyer.index), headers)
  tally.holds.push(performance.now() - begin)
  if (answer.status === 200) counts.honoured++
  else if (answer.status === 409) counts.soldOut++
  else if (answer.status === 403) counts.refused++
  else counts.other++
  if (buyer.index % probeEvery !== 0 || answer.status !== 200) return
  const again = await tryCall(`${url}/api/purchase`, 'POST', order(sale, buyer.index + 50_000_000), headers)
  if (again.status === 403) counts.reusedRefused++
  else if (again.status === 200) counts.reusedBought++
}

/** `count` scripts that skip the queue, every other one with a forged pass: how many were refused. */
export async function scriptsWithoutPass(url: (i: number) => string, sale: QueuedSale, count: number) {
  const scripts = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      tryCall(
        `${url(i)}/api/purchase`,
        'POST',
        order(sale, 90_000_000 + i),
        i % 2 ? {} : { 'x-queue-pass': `Q1.${sale.eventId}.forged` },
      ),
    ),
  )
  return scripts.filter((answer) => answer.status === 403).length
}
