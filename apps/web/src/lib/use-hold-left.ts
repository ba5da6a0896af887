import { useEffect, useState } from 'react'
import { holdLeft } from './hold-time.ts'

/**
 * Milliseconds left on a hold, ticking every second until it ends, and `onEnd` called once when it does: one
 * countdown for a cart's hold at checkout and an offer held for someone on a waiting list.
 */
export function useHoldLeft(until: string, onEnd?: () => void): number {
  const [now, setNow] = useState(() => Date.now())
  const left = holdLeft(until, now)
  const ended = left === 0
  useEffect(() => {
    if (ended) return
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [ended])
  // biome-ignore lint/correctness/useExhaustiveDependencies: fires once, when the hold ends
  useEffect(() => {
    if (ended) onEnd?.()
  }, [ended])
  return left
}
