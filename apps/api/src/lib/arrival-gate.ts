/**
 * Lets at most `width` callers work at once; the others wait and go in the order they came. The embedded
 * database answers one statement at a time, first come first served: a hold of two statements with a bKash
 * call between them would otherwise queue its second behind every later buyer's first, and a rush of a
 * hundred would all be answered together at the end rather than each in turn.
 */
export function arrivalGate(width: number) {
  let working = 0
  const waiting: (() => void)[] = []
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (working < width) working++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await work()
    } finally {
      // The place passes straight to the next in line, so nobody who came later can take it first.
      const next = waiting.shift()
      if (next) next()
      else working--
    }
  }
}

/** No gate: the caller's work runs at once (a database server serves many statements at a time). */
export const noGate = <T>(work: () => Promise<T>) => work()
