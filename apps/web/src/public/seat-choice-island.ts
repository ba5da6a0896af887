import type { SeatingPlan } from '@mela/shared/seating'
import { toggleSeat } from '../lib/seat-map/seat-choice.ts'
import type { CheckoutContext } from './checkout-context.ts'
import { digits, fill } from './checkout-dom.ts'
import type { CheckoutView } from './checkout-view.ts'
import type { SeatMap, SeatMapOptions } from './seat-map-island.tsx'

// The seats of a seated event's rendered checkout (public-seat-choice.tsx): the list's toggles, the seats
// chosen, the best-available count, and the interactive map, loaded only when the buyer touches the
// plan's picture. The list and the map change the same choice (`state.seats`), so seats picked on
// either flow into the one order.

/** The seat choice's handle: read the seats left again (after a 409), dropping those just taken. */
export type SeatChoice = { reread: () => Promise<void> }

/** GET /api/event/{id}/seating: the plan with each seat's status now (none when the network fails). */
async function planNow(eventId: string): Promise<SeatingPlan | null> {
  const answer = await fetch(`/api/event/${encodeURIComponent(eventId)}/seating`).catch(() => null)
  return answer?.ok ? ((await answer.json().catch(() => null)) as SeatingPlan | null) : null
}

export function startSeatChoice(
  { form, data, state, language, look }: CheckoutContext,
  view: CheckoutView,
  changed: () => void,
): SeatChoice | null {
  if (!data.seats) return null
  const seats = data.seats
  const buttons = new Map(
    Array.from(form.querySelectorAll<HTMLButtonElement>('[data-seat-button]')).map((button) => [
      button.dataset.seatButton ?? '',
      button,
    ]),
  )
  let map: SeatMap | undefined

  /** "Section Stalls · Row A · Seat 4" from the list's row and the seat's own number. */
  const placeOf = (button: HTMLButtonElement) => {
    const row = button.closest<HTMLElement>('[data-place]')?.dataset.place ?? ''
    const number = (button.textContent ?? '').replace('♿', '')
    return `${row} · ${fill(seats.texts.seat, { number })}`
  }
  const toggle = (seatId: string) => {
    const button = buttons.get(seatId)
    if (!button || (button.disabled && !state.seats.includes(seatId))) return
    state.seats = toggleSeat(state.seats, seatId)
    // A seat picked on the map shows in the list too: its section and row fold open.
    for (
      let folded = button.closest('details');
      folded;
      folded = folded.parentElement?.closest('details') ?? null
    )
      folded.open = true
    changed()
  }

  function showChosen() {
    const chosen = new Set(state.seats)
    for (const [id, button] of buttons) button.setAttribute('aria-pressed', String(chosen.has(id)))
    const list = look('chosen-list')
    const shape = look<HTMLTemplateElement>('chosen-line')?.content.firstElementChild
    if (list && shape) list.replaceChildren(...state.seats.flatMap((id) => chosenLine(id, shape) ?? []))
    const best = seats.ids.reduce((sum, id) => sum + state.count(`best:${id}`), 0)
    bestLine.textContent = fill(best === 1 ? seats.texts.bestOne : seats.texts.bestOther, {
      n: digits(best, language),
    })
    // Present or gone, not hidden: what is hidden is still found by its words.
    if (list) place(bestLine, best > 0, () => list.after(bestLine))
    if (list && none) place(none, chosen.size === 0 && best === 0, () => list.before(none))
    map?.update(chosen)
  }
  const place = (part: Element, shown: boolean, put: () => void) => {
    if (!shown) part.remove()
    else if (!part.isConnected) put()
  }
  const none = look('chosen-none')
  const bestLine = (look<HTMLTemplateElement>('chosen-best')?.content.firstElementChild?.cloneNode(true) ??
    document.createElement('p')) as HTMLElement
  function chosenLine(seatId: string, shape: Element) {
    const button = buttons.get(seatId)
    if (!button) return null
    const line = shape.cloneNode(true) as HTMLElement
    const place = placeOf(button)
    const price = seats.prices[button.dataset.ticket ?? ''] ?? ''
    const text = line.querySelector('p')
    if (text)
      text.textContent = fill(seats.texts.line, {
        seat: `${button.textContent?.startsWith('♿') ? '♿ ' : ''}${place}`,
        price,
      })
    const remove = line.querySelector('button')
    remove?.setAttribute('aria-label', fill(seats.texts.remove, { seat: place }))
    remove?.addEventListener('click', () => toggle(seatId))
    return line
  }

  /** The plan as it stands now: taken seats greyed in the list, and dropped from the choice, naming them. */
  function takeIn(plan: SeatingPlan) {
    const gone: string[] = []
    for (const section of plan.Sections)
      for (const row of section.Rows)
        for (const seat of row.Seats) {
          const button = buttons.get(seat.ID)
          if (!button) continue
          const free = seat.Status === 'free' && seat.TicketID in seats.prices
          if (button.disabled === free) nameAnew(button, free)
          button.disabled = !free
          if (!free && state.seats.includes(seat.ID)) gone.push(seat.ID)
        }
    if (gone.length === 0) return
    const names = gone.flatMap((id) => {
      const button = buttons.get(id)
      return button ? [placeOf(button)] : []
    })
    state.seats = state.seats.filter((id) => !gone.includes(id))
    view.say(fill(seats.texts.gone, { seats: names.join(', ') }), true)
    changed()
  }

  /** A seat's name for screen readers ends with its price while it can be chosen, else with "taken". */
  function nameAnew(button: HTMLButtonElement, free: boolean) {
    const price = seats.prices[button.dataset.ticket ?? '']
    const name = button.getAttribute('aria-label')
    if (!price || !name) return
    const [from, to] = free ? [seats.texts.taken, price] : [price, seats.texts.taken]
    button.setAttribute('aria-label', name.replace(from, to))
  }

  for (const [id, button] of buttons) button.addEventListener('click', () => toggle(id))
  const opener = look<HTMLButtonElement>('map-open')
  opener?.addEventListener('click', async () => {
    if (!seats.mapScript || opener.hasAttribute('aria-busy')) return
    opener.setAttribute('aria-busy', 'true')
    const hint = opener.querySelector('span')
    if (hint) hint.textContent = seats.texts.loading
    // Its own module, fetched now: the map's code (React and the zoom) is no part of the first visit.
    const module = (await import(/* @vite-ignore */ seats.mapScript).catch(() => null)) as {
      mountSeatMap: (container: HTMLElement, options: SeatMapOptions) => SeatMap
    } | null
    opener.removeAttribute('aria-busy')
    if (!module) {
      if (hint) hint.textContent = seats.texts.failed
      return
    }
    const container = document.createElement('div')
    // The map takes the picture's room at least: what is below does not jump up while the plan loads.
    container.style.minHeight = `${opener.offsetHeight}px`
    const tools = look<HTMLTemplateElement>('map-tools')?.content.cloneNode(true)
    opener.replaceWith(container)
    map = module.mountSeatMap(container, {
      eventId: data.eventId,
      colors: seats.colors,
      language,
      title: seats.texts.title,
      tools: tools instanceof DocumentFragment ? tools : undefined,
      chosen: new Set(state.seats),
      onSeat: toggle,
      onPlan: takeIn,
    })
  })

  view.alsoShown.push(showChosen)
  return {
    async reread() {
      const plan = await planNow(data.eventId)
      if (plan) takeIn(plan)
    },
  }
}
