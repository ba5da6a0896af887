import { call } from './http.ts'

// The crowd of an on-sale day: each buyer joins the event's queue and waits on its screen, which polls the
// place until the buyer is let in. What they meet is kept in a tally the bench prints.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Like a browser on a flaky line: a call that fails to connect (a reset keep-alive socket) is an answer of 0. */
export const tryCall = (...args: Parameters<typeof call>) =>
  call(...args).catch(() => ({ status: 0, body: undefined as { [key: string]: string } | undefined }))

/** `beforeDraw`: the join was answered before the opening's draw (an undrawn place, Position 0). */
export type Buyer = {
  index: number
  late: boolean
  token?: string
  arrival?: number
  beforeDraw?: boolean
  pass?: string
}

/** What the crowd met: poll and hold times after the opening, how each pass was answered, the failures. */
export type CrowdTally = ReturnType<typeof crowdTally>

export const crowdTally = () => ({
  polls: [] as number[],
  holds: [] as number[],
  counts: {
    honoured: 0,
    soldOut: 0,
    refused: 0,
    reusedRefused: 0,
    reusedBought: 0,
    scriptsRefused: 0,
    other: 0,
  },
  pollErrors: 0,
  joinErrors: 0,
  arrivals: 0,
})

/** A buyer joins the event's queue at `url`, keeping its token and arrival; false when the join failed for good. */
export async function joinQueue(url: string, eventId: string, buyer: Buyer, tally: CrowdTally) {
  const join = () =>
    tryCall(`${url}/api/event/${eventId}/queue`, 'POST', {
      ClientKey: `bench-buyer-${String(buyer.index).padStart(8, '0')}`,
    })
  let joined = await join()
  // A join whose answer was lost is sent again with the same key: the same place comes back.
  for (let tries = 0; (joined.status === 0 || joined.status >= 500) && tries < 5; tries++) {
    await sleep(1000 * 2 ** tries)
    joined = await join()
  }
  if (joined.status !== 200) {
    tally.joinErrors++
    return false
  }
  buyer.arrival = tally.arrivals++
  buyer.beforeDraw = joined.body.Position === 0
  buyer.token = joined.body.Token
  return true
}

/**
 * The waiting screen at `url`: polls the buyer's place every `pollSeconds` (starting at a random moment of
 * the first period) until the buyer is let in, keeping the pass; false when the place expired. Polls
 * answered after `opensAt` are timed.
 */
export async function waitForPass(
  url: string,
  eventId: string,
  buyer: Buyer,
  tally: CrowdTally,
  { opensAt, pollSeconds }: { opensAt: number; pollSeconds: number },
) {
  await sleep(Math.random() * pollSeconds * 1000)
  let failures = 0
  for (;;) {
    const begin = performance.now()
    const place = await tryCall(`${url}/api/event/${eventId}/queue/${buyer.token}`, 'GET')
    if (Date.now() >= opensAt) tally.polls.push(performance.now() - begin)
    // A failed poll is tried again after a pause that grows, as the waiting screen does.
    failures = place.status === 200 ? 0 : failures + 1
    if (failures > 0) tally.pollErrors++
    if (place.body?.Admission) {
      buyer.pass = place.body.Admission
      return true
    }
    if (place.body?.Status === 'expired') return false
    await sleep(pollSeconds * 1000 * 2 ** Math.min(failures, 3))
  }
}
