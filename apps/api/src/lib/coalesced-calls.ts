/**
 * Calls that many requests make at once, gathered into one: each caller hands its item and waits for its
 * own answer, given once the call holding it has finished (a write: committed), so nothing is answered
 * before it is durable. While one call runs, the items that arrive wait for the next, at most `most` to a
 * call: under a crowd a call carries many, alone it carries one, and none is delayed for company (group
 * commit, done by the app). `call` answers one result per item, in order.
 */
export function coalescedCalls<T, R>(call: (items: T[]) => Promise<R[]>, most = Number.POSITIVE_INFINITY) {
  let waiting: { item: T; done: (result: { answer: R } | { error: unknown }) => void }[] = []
  let calling = false

  async function callWaiting() {
    calling = true
    while (waiting.length > 0) {
      const batch = waiting.slice(0, most)
      waiting = waiting.slice(batch.length)
      try {
        const answers = await call(batch.map((entry) => entry.item))
        for (const [i, entry] of batch.entries()) entry.done({ answer: answers[i] as R })
      } catch (error) {
        for (const entry of batch) entry.done({ error })
      }
    }
    calling = false
  }

  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({
        item,
        done: (result) => ('error' in result ? reject(result.error) : resolve(result.answer)),
      })
      if (!calling) void callWaiting()
    })
}
