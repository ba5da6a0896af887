import type { WaitlistPlace } from '@mela/shared/waitlist'

// The places this browser holds, per ticket: a guest coming back to the event still sees "Leave".
const keyOf = (ticketId: string) => `mela.waitlist.${ticketId}`

export function storedPlace(ticketId: string): WaitlistPlace | undefined {
  try {
    const raw = window.localStorage.getItem(keyOf(ticketId))
    const place = raw ? (JSON.parse(raw) as Partial<WaitlistPlace>) : undefined
    return place && typeof place.ID === 'string' && typeof place.Position === 'number'
      ? (place as WaitlistPlace)
      : undefined
  } catch {
    return undefined
  }
}

export function storePlace(ticketId: string, place: WaitlistPlace | undefined) {
  try {
    if (place) window.localStorage.setItem(keyOf(ticketId), JSON.stringify(place))
    else window.localStorage.removeItem(keyOf(ticketId))
  } catch {
    // Private mode without storage: the place still shows until the page is left.
  }
}
