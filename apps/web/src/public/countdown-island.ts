import { localizeDigits } from '@mela/shared/digits'
import { countdownText } from '../lib/use-countdown.ts'

// The time left before a queued sale opens, on the server-rendered event page (QueueOpening draws it with
// its template): it ticks every second on the reader's clock, and at the opening the page is drawn again
// by the server, which then offers the queue as open.
// Once per opening: a device whose clock runs ahead of the server's would otherwise reload again and again
// while the server still draws the countdown.
function reloadOnce(opening: string) {
  const key = `mela.opened.${opening}`
  try {
    if (sessionStorage.getItem(key)) return
    sessionStorage.setItem(key, '1')
  } catch {
    return
  }
  location.reload()
}

export function startCountdowns() {
  const clocks = Array.from(document.querySelectorAll<HTMLElement>('[data-public="countdown"]'))
  if (clocks.length === 0) return
  const tick = () => {
    for (const clock of clocks) {
      const seconds = Math.max(0, Math.floor((Date.parse(clock.dataset.until ?? '') - Date.now()) / 1000))
      if (Number.isNaN(seconds)) continue
      const time = localizeDigits(countdownText(seconds), clock.dataset.lang === 'bn' ? 'bn' : 'en')
      clock.textContent = (clock.dataset.template ?? '{time}').replace('{time}', time)
      if (seconds === 0) {
        window.clearInterval(timer)
        reloadOnce(clock.dataset.until ?? '')
        return
      }
    }
  }
  const timer = window.setInterval(tick, 1000)
  tick()
}
