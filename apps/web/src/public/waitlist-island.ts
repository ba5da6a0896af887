// The waiting list's form on the server-rendered page of a sold-out event: joined and left with the same
// API calls as the app's form, the place kept in this browser under the app's own key, so either shows it.
// The place is read again as the app's box reads it: an offer made to it shows here, with its time left.
import type { Session } from './follow-island.ts'

type Place = { ID: string; LeaveToken?: string; Position?: number }
type PlaceState = { Status: string; Position: number; OfferExpiresAt: string | null; Seated: boolean }
type Texts = Record<
  | 'joined'
  | 'onList'
  | 'offerSeat'
  | 'offerTicket'
  | 'takeSeat'
  | 'takeTicket'
  | 'offerFor'
  | 'timeLeft'
  | 'claimed'
  | 'ended'
  | 'left',
  string
>
type Refusal = { message?: string; code?: string; $codes?: Record<string, { code: string }> }

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
/** How often a place is read again while it waits or holds an offer, as the app's box does. */
const READ_EVERY_MS = 30_000
const keyOf = (ticketId: string) => `mela.waitlist.${ticketId}`

function storedPlace(ticketId: string): Place | undefined {
  try {
    const place = JSON.parse(localStorage.getItem(keyOf(ticketId)) ?? 'null') as Place | null
    return place && typeof place.ID === 'string' ? place : undefined
  } catch {
    return undefined
  }
}

function storePlace(ticketId: string, place: Place | undefined) {
  try {
    if (place) localStorage.setItem(keyOf(ticketId), JSON.stringify(place))
    else localStorage.removeItem(keyOf(ticketId))
  } catch {
    // Without storage the place shows until the page is left.
  }
}

export function startWaitlist(session: Session) {
  const form = document.querySelector<HTMLFormElement>('[data-public="waitlist"]')
  if (!form) return
  const look = <T extends HTMLElement>(name: string) => form.querySelector<T>(`[data-look="${name}"]`)
  const fields = look('fields')
  const shownPlace = look('place')
  const leave = look<HTMLButtonElement>('leave')
  const offer = look('offer')
  const take = look<HTMLButtonElement>('take')
  const ticket = form.elements.namedItem('TicketID') as HTMLInputElement | HTMLSelectElement
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const refusals = JSON.parse(form.dataset.refusals ?? '{}') as Record<string, string>
  const texts = JSON.parse(form.dataset.texts ?? '{}') as Texts
  const tickets = JSON.parse(form.dataset.tickets ?? '{}') as Record<
    string,
    { name: string; seated: boolean }
  >
  const lang = document.documentElement.lang
  const digits = (value: number | string) =>
    lang === 'bn' ? String(value).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : String(value)
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)
  const ticketName = () => tickets[ticket?.value ?? '']?.name ?? ''
  let countdown: number | undefined

  const show = (place: Place | undefined, words?: string) => {
    window.clearInterval(countdown)
    if (fields) fields.style.display = place ? 'none' : ''
    if (leave) leave.style.display = place ? '' : 'none'
    if (offer) offer.style.display = 'none'
    if (shownPlace)
      shownPlace.textContent =
        words ??
        (!place
          ? ''
          : place.Position === undefined
            ? fill(texts.onList, { ticket: ticketName() })
            : fill(texts.joined, { ticket: ticketName(), position: digits(place.Position) }))
  }
  /** The offer held for this place: whose kind, what it is, a mm:ss countdown, and the button to take it. */
  const showOffer = (state: PlaceState, until: string) => {
    show(storedPlace(ticket.value), '')
    if (leave) leave.style.display = 'none'
    if (!offer) return
    const kind = state.Seated ? 'Seat' : 'Ticket'
    const text = (name: string, value: string) => {
      const line = offer.querySelector<HTMLElement>(`[data-look="${name}"]`)
      if (line) line.textContent = value
    }
    text('offer-title', texts[`offer${kind}`])
    text('offer-text', fill(texts.offerFor, { ticket: ticketName() }))
    if (take) take.textContent = texts[`take${kind}`]
    offer.style.display = ''
    const tick = () => {
      const left = Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / 1000))
      const time = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`
      text('offer-time', fill(texts.timeLeft, { time: digits(time) }))
      if (left === 0) void read()
    }
    tick()
    countdown = window.setInterval(tick, 1000)
  }
  const tokenOf = (place: Place) => (place.LeaveToken ? `?token=${encodeURIComponent(place.LeaveToken)}` : '')

  /** The stored place as it stands now: waiting (its number), offered, taken, or ended (forgotten). */
  async function read() {
    const place = storedPlace(ticket?.value ?? '')
    if (!place) return
    const answer = await send(`/waitlist/${encodeURIComponent(place.ID)}${tokenOf(place)}`, {
      method: 'GET',
    }).catch(() => null)
    if (answer?.status === 404) {
      storePlace(ticket.value, undefined)
      return show(undefined)
    }
    if (!answer?.ok) return
    const state = (await answer.json()) as PlaceState
    if (state.Status === 'offered' && state.OfferExpiresAt) return showOffer(state, state.OfferExpiresAt)
    if (state.Status === 'claimed') {
      show(place, fill(texts.claimed, { ticket: ticketName() }))
      if (leave) leave.style.display = 'none'
      return
    }
    if (state.Status !== 'waiting') {
      // Ended: the place is forgotten and the form is back, to join again.
      storePlace(ticket.value, undefined)
      return show(undefined, fill(texts.ended, { ticket: ticketName() }))
    }
    const waiting = { ...place, Position: state.Position }
    storePlace(ticket.value, waiting)
    show(waiting)
  }
  const sayErrors = (errors: Record<string, string>) => {
    for (const line of Array.from(form.querySelectorAll<HTMLElement>('[data-error-for]'))) {
      const field = line.dataset.errorFor ?? ''
      line.textContent = errors[field] ?? ''
      line.hidden = !errors[field]
      const input = form.elements.namedItem(field)
      if (input instanceof HTMLInputElement) input.toggleAttribute('aria-invalid', Boolean(errors[field]))
    }
  }
  const wordsOf = (code: string | undefined, fallback: string | undefined) =>
    (code && refusals[code]) || fallback || form.dataset.failed || ''
  const errorsOf = (body: Refusal): Record<string, string> => {
    if (body.message) return { form: wordsOf(body.code, body.message) }
    const errors: Record<string, string> = {}
    for (const [field, text] of Object.entries(body)) {
      if (typeof text !== 'string') continue
      const shown = form.querySelector(`[data-error-for="${field}"]`) ? field : 'form'
      errors[shown] = wordsOf(body.$codes?.[field]?.code, text)
    }
    return errors
  }
  function send(path: string, init: RequestInit) {
    return fetch(`/api${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...session?.headers, ...init.headers },
    })
  }

  ticket?.addEventListener('change', () => {
    show(storedPlace(ticket.value))
    void read()
  })
  show(storedPlace(ticket?.value ?? ''))
  void read()
  window.setInterval(() => void read(), READ_EVERY_MS)

  take?.addEventListener('click', async () => {
    const place = storedPlace(ticket.value)
    if (!place) return
    take.disabled = true
    sayErrors({})
    const answer = await send(`/waitlist/${encodeURIComponent(place.ID)}/offer${tokenOf(place)}`, {
      method: 'POST',
    }).catch(() => null)
    const reply = (await answer?.json().catch(() => ({}))) as { Path?: string } & Refusal
    take.disabled = false
    // The offer link's own page: a free ticket is taken there, a paid one goes on to bKash.
    if (answer?.ok && reply.Path) return window.location.assign(reply.Path)
    sayErrors({ offer: wordsOf(reply?.code, reply?.message) })
    void read()
  })

  form.addEventListener('submit', async (submitted) => {
    submitted.preventDefault()
    const entries = Array.from(new FormData(form).entries()).map(([name, value]) => [
      name,
      String(value).trim(),
    ])
    const body = Object.fromEntries(entries.filter(([, value]) => value))
    if (submit) submit.disabled = true
    sayErrors({})
    try {
      const answer = await send('/waitlist', { method: 'POST', body: JSON.stringify(body) })
      const reply = (await answer.json().catch(() => ({}))) as Place & Refusal
      if (!answer.ok) return sayErrors(errorsOf(reply))
      const place = { ID: reply.ID, LeaveToken: reply.LeaveToken, Position: reply.Position }
      storePlace(ticket.value, place)
      show(place)
    } catch {
      sayErrors({ form: form.dataset.failed ?? '' })
    } finally {
      if (submit) submit.disabled = false
    }
  })

  leave?.addEventListener('click', async () => {
    const place = storedPlace(ticket.value)
    if (!place) return show(undefined)
    const answer = await send(`/waitlist/${encodeURIComponent(place.ID)}${tokenOf(place)}`, {
      method: 'DELETE',
    }).catch(() => null)
    // Gone already (left elsewhere, or the seat was taken): the stale place is forgotten too.
    if (answer && (answer.ok || answer.status === 404)) {
      storePlace(ticket.value, undefined)
      show(undefined, texts.left)
    }
  })
}
