import type { WaitlistPlace } from '@mela/shared/waitlist'

/** A place this browser may leave: from its own join (with the position then), or from a leave link. */
export type KeptPlace = Pick<WaitlistPlace, 'ID' | 'LeaveToken'> & { Position?: number }

// The places this browser holds, per ticket: a guest coming back to the event still sees "Leave".
const keyOf = (ticketId: string) => `mela.waitlist.${ticketId}`

export function storedPlace(ticketId: string): KeptPlace | undefined {
  try {
    const raw = window.localStorage.getItem(keyOf(ticketId))
    const place = raw ? (JSON.parse(raw) as Partial<KeptPlace>) : undefined
    return place && typeof place.ID === 'string' ? (place as KeptPlace) : undefined
  } catch {
    return undefined
  }
}

export function storePlace(ticketId: string, place: KeptPlace | undefined) {
  try {
    if (place) window.localStorage.setItem(keyOf(ticketId), JSON.stringify(place))
    else window.localStorage.removeItem(keyOf(ticketId))
  } catch {
    // Private mode without storage: the place still shows until the page is left.
  }
}

/**
 * The place in the leave link sent to a waiting person's phone or e-mail
 * (`?ticket=…&waitlist=…&leave=…` on the event's checkout page), when the page was opened from one.
 */
export function placeOfLink(search: string): { ticketId: string; place: KeptPlace } | undefined {
  const params = new URLSearchParams(search)
  const [ticketId, ID, LeaveToken] = [params.get('ticket'), params.get('waitlist'), params.get('leave')]
  return ticketId && ID && LeaveToken ? { ticketId, place: { ID, LeaveToken } } : undefined
}
