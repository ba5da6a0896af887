/**
 * Writes that many requests make at once, gathered into one statement: each caller hands its item and
 * waits until the statement holding it has committed (or failed), so nothing is answered before it is
 * durable. While one statement runs, the items that arrive wait for the next: under a crowd a statement
 * carries many, alone it carries one, and none is delayed for company (group commit, done by the app).
 */
export function coalescedWrites<T>(write: (items: T[]) => Promise<void>) {
  let waiting: { item: T; done: (error?: unknown) => void }[] = []
  let writing = false

  async function writeWaiting() {
    writing = true
    while (waiting.length > 0) {
      const batch = waiting
      waiting = []
      try {
        await write(batch.map((entry) => entry.item))
        for (const entry of batch) entry.done()
      } catch (error) {
        for (const entry of batch) entry.done(error)
      }
    }
    writing = false
  }

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, done: (error) => (error === undefined ? resolve() : reject(error)) })
      if (!writing) void writeWaiting()
    })
}
