import { sleep } from './queue-crowd.ts'
import { buy, buyerOf, type Crowd } from './soak-crowd.ts'

/** What the queued sale's buyers met: places taken, passes given, purchases made with a pass. */
export type QueueTally = { joined: number; admitted: number; expired: number; bought: number }

export const queueTally = (): QueueTally => ({ joined: 0, admitted: 0, expired: 0, bought: 0 })

/**
 * A buyer of the queued sale (bench/lib/queued-sale.ts's event): joins the queue with a key of its own, waits
 * on the waiting screen (a poll every 2 s, longer after a failure) until let in, buys one place with the pass,
 * then comes back as the next buyer. Every request goes through the balancer and is counted.
 */
export async function queuedBuyerLoop(
  crowd: Crowd,
  sale: { eventId: string; ticketId: string },
  index: number,
  tally: QueueTally,
) {
  const queue = `/api/event/${sale.eventId}/queue`
  for (let n = 0; !crowd.stopped(); n++) {
    // A key the browser keeps: a join sent again after a lost answer finds the same place.
    const ClientKey = `soak-queue-${index}-${n}-${Date.now()}`
    let joined = await crowd.traffic.request('queue join', queue, { body: { ClientKey } })
    for (let tries = 0; joined.status !== 200 && tries < 20 && !crowd.stopped(); tries++) {
      await sleep(1000)
      joined = await crowd.traffic.request('queue join', queue, { body: { ClientKey } })
    }
    if (joined.status !== 200) continue
    tally.joined++
    const pass = await waitForPass(crowd, `${queue}/${joined.body.Token}`)
    if (!pass) {
      tally.expired += crowd.stopped() ? 0 : 1
      continue
    }
    tally.admitted++
    // Phones and e-mails of their own (the other buyers are 0–49).
    const buyer = buyerOf(50 + index, n)
    const choice = [{ Tickets: [{ TicketID: sale.ticketId, Quantity: 1 }] }]
    const { paid } = await buy(crowd, sale.eventId, buyer, choice, { 'x-queue-pass': pass })
    if (paid) tally.bought++
  }
}

/** The waiting screen: the place polled until it carries a pass (answered), expires or the soak stops. */
async function waitForPass(crowd: Crowd, place: string): Promise<string | undefined> {
  let failures = 0
  while (!crowd.stopped()) {
    const answer = await crowd.traffic.request('queue poll', place)
    if (answer.body?.Admission) return answer.body.Admission as string
    if (answer.body?.Status === 'expired') return undefined
    failures = answer.status === 200 ? 0 : failures + 1
    await sleep(2000 * 2 ** Math.min(failures, 2))
  }
  return undefined
}
