import { localizeDigits } from '@mela/shared/digits'
import type { QueuePlace } from '@mela/shared/queue'
import { forgetQueueEntry, passSecondsLeft, readQueueEntry, saveQueueEntry } from '../lib/queue-pass.ts'
import { countdownText } from '../lib/use-countdown.ts'
import type { Session } from './follow-island.ts'

// A queued sale's rendered checkout (public-queue-wait.tsx, public-pass-timer.tsx): joins the queue, polls
// the place (a few hundred bytes every 5 s) and shows the state it is in; once the pass arrives it keeps
// it where the app keeps it (lib/queue-pass.ts), so checkout's calls carry it, and shows the checkout
// under the pass's time left. The rules of its calls are docs/queue-fairness.md's.

const POLL_MS = 5000
const MOST_MS = 60_000
// The last two minutes of a pass are red, as a hold's are.
const ENDING_SECONDS = 120
// While calls fail (a lost connection), wait longer each time.
const backoff = (failures: number) => Math.min(MOST_MS, POLL_MS * 2 ** failures)
// 429 QUEUE_TOO_MANY passes in seconds: tried again, spread so a refused crowd does not come back at once.
const tooManyDelay = () => 2000 + Math.random() * 6000

type State = 'opening' | 'joining' | 'place' | 'expired' | 'refused'
type Answer = { status: number; place?: QueuePlace }

const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector))
const look = (name: string) => document.querySelector<HTMLElement>(`[data-look="${name}"]`)

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const answer = await fetch(url, init)
    return { status: answer.status, place: answer.ok ? ((await answer.json()) as QueuePlace) : undefined }
  } catch {
    return { status: 0 }
  }
}

/** The bar over checkout: the pass's time left, ticking; once over, the way back into the queue. */
function passTimer(eventId: string, lang: 'en' | 'bn') {
  const bar = document.querySelector<HTMLElement>('[data-public="pass-timer"]')
  const [left, time, minutes, ended] = ['pass-left', 'pass-time', 'pass-minutes', 'pass-ended'].map(look)
  let timer: number | undefined
  const tick = () => {
    const seconds = passSecondsLeft(eventId)
    if (left) left.style.display = seconds > 0 ? '' : 'none'
    if (ended) ended.hidden = seconds > 0
    if (seconds === 0) return window.clearInterval(timer)
    if (time) time.textContent = localizeDigits(countdownText(seconds), lang)
    const n = localizeDigits(String(Math.ceil(seconds / 60)), lang)
    if (minutes) minutes.textContent = (minutes.dataset.template ?? '').replace('{n}', n)
    const ending = seconds <= ENDING_SECONDS
    bar?.toggleAttribute('data-ending', ending)
    if (bar?.dataset.urgent) left?.classList.toggle(bar.dataset.urgent, ending)
  }
  return {
    start() {
      window.clearInterval(timer)
      timer = window.setInterval(tick, 1000)
      tick()
    },
    stop: () => window.clearInterval(timer),
  }
}

/**
 * The waiting screen's script: `onAdmitted` runs when the pass arrives while the page is open (checkout
 * prices its choice then, with the pass). A browser already holding a live pass goes straight to checkout.
 */
export function startQueue(session: Session, onAdmitted: () => void) {
  const root = document.querySelector<HTMLElement>('[data-public="queue"]')
  if (!root) return
  const html = document.documentElement
  const eventId = root.dataset.event ?? ''
  const lang = root.dataset.lang === 'bn' ? 'bn' : 'en'
  const opensAt = Date.parse(root.dataset.opensAt ?? '')
  const base = `/api/event/${encodeURIComponent(eventId)}/queue`
  const headers = { 'Content-Type': 'application/json', ...session?.headers }
  const pass = passTimer(eventId, lang)
  let entry = readQueueEntry(eventId)
  let state: State = root.querySelector<HTMLElement>('[data-queue-state]:not([hidden])')?.dataset
    .queueState as State
  let next: number | undefined
  let failures = 0

  const show = (shown: State) => {
    state = shown
    for (const part of all('[data-queue-state]')) part.hidden = part.dataset.queueState !== shown
  }
  const offline = (on: boolean) => {
    const alert = look('queue-offline')
    if (alert) alert.hidden = !on
  }
  const later = (ms: number) => {
    window.clearTimeout(next)
    next = window.setTimeout(() => void step(), ms)
  }

  // The opening's countdown ticks on the reader's clock; the polls say when the draw has placed them.
  const countdown = look('queue-countdown')
  window.setInterval(() => {
    if (state !== 'opening' || !countdown) return
    const seconds = Math.max(0, Math.floor((opensAt - Date.now()) / 1000))
    countdown.textContent = localizeDigits(countdownText(seconds), lang)
  }, 1000)

  function admitted(fresh: boolean) {
    window.clearTimeout(next)
    html.setAttribute('data-queue-pass', '')
    pass.start()
    if (fresh) onAdmitted()
  }

  /** No queue any more (the organizer turned it off): checkout needs no pass, so it is shown as it is. */
  function queueOff() {
    window.clearTimeout(next)
    html.setAttribute('data-queue-pass', '')
    look('pass-left')?.style.setProperty('display', 'none')
    onAdmitted()
  }

  function placed(place: QueuePlace) {
    failures = 0
    offline(false)
    entry = { ...entry, Token: place.Token, Admission: place.Admission ?? entry.Admission }
    saveQueueEntry(eventId, entry)
    if (place.Admission && place.Status === 'admitted') return admitted(true)
    if (place.Status === 'expired') return show('expired')
    if (place.Position === 0) show('opening')
    else {
      show('place')
      const position = document.querySelector('[data-testid="queue-position"]')
      if (position) position.textContent = localizeDigits(String(place.Position), lang)
      const estimate = look('queue-estimate')
      const minutes = localizeDigits(String(Math.ceil(place.EstimatedWaitSeconds / 60)), lang)
      if (estimate)
        estimate.textContent =
          place.EstimatedWaitSeconds < 60
            ? (estimate.dataset.soon ?? '')
            : (estimate.dataset.template ?? '').replace('{minutes}', minutes)
    }
    later(POLL_MS)
  }

  async function step() {
    const held = look('queue-held')
    if (!entry.Token) {
      const { status, place } = await call(base, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ClientKey: entry.ClientKey }),
      })
      if (held) held.hidden = status !== 429
      if (place) return placed(place)
      if (status === 409) return queueOff()
      if (status === 429) return later(tooManyDelay())
      if (status >= 400 && status < 500) return show('refused')
      return later(backoff(failures++))
    }
    const { status, place } = await call(`${base}/${encodeURIComponent(entry.Token)}`, {
      headers: session?.headers,
    })
    if (place) return placed(place)
    if (status === 409) return queueOff()
    // A token this server does not know (another database, a place removed) starts over.
    if (status === 404) return startOver()
    offline(true)
    later(backoff(failures++))
  }

  function startOver() {
    forgetQueueEntry(eventId)
    entry = readQueueEntry(eventId)
    pass.stop()
    html.removeAttribute('data-queue-pass')
    show(opensAt > Date.now() ? 'opening' : 'joining')
    void step()
  }

  for (const name of ['queue-join-again', 'pass-join-again']) look(name)?.addEventListener('click', startOver)

  if (passSecondsLeft(eventId) > 0) return admitted(false)
  html.removeAttribute('data-queue-pass')
  void step()
}
