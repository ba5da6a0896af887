import { useEffect, useState } from 'react'

const two = (n: number) => String(n).padStart(2, '0')

/** "1:02:03" or "04:05" for a number of seconds. */
export function countdownText(seconds: number) {
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`
}

/** Seconds until `until` (an ISO time or epoch ms), ticking every second on the buyer's own clock. */
export function useCountdown(until: string | number | null) {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const end = typeof until === 'string' ? Date.parse(until) : until
  const seconds = end ? Math.max(0, Math.floor((end - now) / 1000)) : 0
  return { seconds, text: countdownText(seconds) }
}
