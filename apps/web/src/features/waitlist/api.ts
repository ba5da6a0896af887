import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import type {
  CancelPaidInput,
  EventWaitlist,
  OfferLink,
  TransferInput,
  WaitlistInput,
  WaitlistPlace,
  WaitlistPlaceState,
} from '@mela/shared/waitlist'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys, waitingListKeys } from '../../lib/query-keys.ts'

const id = (value: string) => encodeURIComponent(value)

export const waitlistQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.waitingList(eventId),
    queryFn: ({ signal }) => api.get<EventWaitlist>('/waitlist', { signal, query: { eventId } }),
  })

export const joinWaitlist = (input: WaitlistInput) => api.post<WaitlistPlace>('/waitlist', input)

/** Leaves a waiting list: the token from the join, or from the leave link sent, lets a guest do it too. */
export const leaveWaitlist = (place: Pick<WaitlistPlace, 'ID' | 'LeaveToken'>) =>
  api.delete<null>(
    `/waitlist/${id(place.ID)}`,
    place.LeaveToken ? { query: { token: place.LeaveToken } } : {},
  )

type HeldPlace = Pick<WaitlistPlace, 'ID' | 'LeaveToken'>
const byToken = (place: HeldPlace) => (place.LeaveToken ? { query: { token: place.LeaveToken } } : {})

/** A place this browser holds, as it stands now: read again now and then, so an offer shows while the page is open. */
export const placeQuery = (place: HeldPlace) =>
  queryOptions({
    queryKey: waitingListKeys.place(place.ID),
    queryFn: ({ signal }) =>
      api.get<WaitlistPlaceState>(`/waitlist/${id(place.ID)}`, { signal, ...byToken(place) }),
    refetchInterval: (query) =>
      !query.state.data || ['waiting', 'offered'].includes(query.state.data.Status) ? 30_000 : false,
  })

/** The offer's own link (the held purchase with the offer's token), as its SMS and mail carry it. */
export const offerLink = (place: HeldPlace) =>
  api.post<OfferLink>(`/waitlist/${id(place.ID)}/offer`, undefined, byToken(place))

export const transferSeat = (itemId: string, input: TransferInput) =>
  api.post<PurchaseItem>(`/purchase/item/${id(itemId)}/transfer`, input)

export const cancelPaid = (purchaseId: string, input: CancelPaidInput = {}) =>
  api.post<Purchase>(`/purchase/${id(purchaseId)}/cancel-paid`, input)

export const claimOffer = (offer: string) => api.post<Purchase>('/waitlist/claim', { Offer: offer })
