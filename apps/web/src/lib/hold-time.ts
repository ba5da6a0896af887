// A hold's time left, as a countdown: a cart's hold at checkout, an offer held for someone on a waiting list.

/** The last stretch of a hold, when the timer turns red. */
export const HOLD_ENDING_MS = 2 * 60_000

/** Milliseconds until `expiresAt`, never below zero. */
export function holdLeft(expiresAt: string, now: number): number {
  return Math.max(0, new Date(expiresAt).getTime() - now)
}

/** "mm:ss", rounded up so the clock shows 00:00 only once the hold has really ended. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000)
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0')
  const ss = String(seconds % 60).padStart(2, '0')
  return `${mm}:${ss}`
}

export const isHoldEnding = (ms: number) => ms > 0 && ms <= HOLD_ENDING_MS
