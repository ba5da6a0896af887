// The waiting list's form on the server-rendered page of a sold-out event: joined and left with the same
// API calls as the app's form, the place kept in this browser under the app's own key, so either shows it.
import type { Session } from './follow-island.ts'

type Place = { ID: string; LeaveToken?: string; Position?: number }
type Refusal = { message?: string; code?: string; $codes?: Record<string, { code: string }> }

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
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
  const ticket = form.elements.namedItem('TicketID') as HTMLInputElement | HTMLSelectElement
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const refusals = JSON.parse(form.dataset.refusals ?? '{}') as Record<string, string>
  const lang = document.documentElement.lang
  const digits = (value: number) =>
    lang === 'bn' ? String(value).replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d) : String(value)

  const show = (place: Place | undefined) => {
    if (fields) fields.style.display = place ? 'none' : ''
    if (leave) leave.style.display = place ? '' : 'none'
    if (shownPlace)
      shownPlace.textContent = !place
        ? ''
        : place.Position === undefined
          ? (form.dataset.onList ?? '')
          : (form.dataset.joined ?? '').replace('{{position}}', digits(place.Position))
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
  const send = (path: string, init: RequestInit) =>
    fetch(`/api${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...session?.headers, ...init.headers },
    })

  ticket?.addEventListener('change', () => show(storedPlace(ticket.value)))
  show(storedPlace(ticket?.value ?? ''))

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
    const token = place.LeaveToken ? `?token=${encodeURIComponent(place.LeaveToken)}` : ''
    const answer = await send(`/waitlist/${encodeURIComponent(place.ID)}${token}`, {
      method: 'DELETE',
    }).catch(() => null)
    // Gone already (left elsewhere, or the seat was taken): the stale place is forgotten too.
    if (answer && (answer.ok || answer.status === 404)) {
      storePlace(ticket.value, undefined)
      show(undefined)
      if (shownPlace) shownPlace.textContent = form.dataset.left ?? ''
    }
  })
}
