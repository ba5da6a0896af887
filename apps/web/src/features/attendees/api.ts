import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import type { EventWaitlist, TransferInput, WaitlistInput, WaitlistPlace } from '@mela/shared/waitlist'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'

const id = (value: string) => encodeURIComponent(value)

export const waitlistQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'waitlist'],
    queryFn: ({ signal }) => api.get<EventWaitlist>('/waitlist', { signal, query: { eventId } }),
  })

export const joinWaitlist = (input: WaitlistInput) => api.post<WaitlistPlace>('/waitlist', input)

/** Leaves a waiting list: the token from the join, or from the leave link sent, lets a guest do it too. */
export const leaveWaitlist = (place: Pick<WaitlistPlace, 'ID' | 'LeaveToken'>) =>
  api.delete<null>(
    `/waitlist/${id(place.ID)}`,
    place.LeaveToken ? { query: { token: place.LeaveToken } } : {},
  )

export const transferSeat = (itemId: string, input: TransferInput) =>
  api.post<PurchaseItem>(`/purchase/item/${id(itemId)}/transfer`, input)

export const cancelPaid = (purchaseId: string) =>
  api.post<Purchase>(`/purchase/${id(purchaseId)}/cancel-paid`)

export const claimOffer = (offer: string) => api.post<Purchase>('/waitlist/claim', { Offer: offer })
