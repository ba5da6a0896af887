import type {
  Guest,
  GuestAccess,
  GuestDetails,
  GuestImportInput,
  GuestInput,
  GuestLink,
  GuestLinkInput,
  GuestPage,
  GuestTicketLink,
} from '@mela/shared/guest'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { eventKeys, guestAccessKeys } from '../../lib/query-keys.ts'

// Keys sit under the event, so adding or removing a guest refreshes the list, the links' counts and the tickets left.
const id = (value: string) => encodeURIComponent(value)
export const GUEST_PAGE_SIZE = 20

export const guestListQuery = (eventId: string, Page: number, Search: string) =>
  queryOptions({
    queryKey: eventKeys.guestPage(eventId, { Page, Search }),
    queryFn: ({ signal }) =>
      api.get<GuestPage>('/guest', {
        query: { eventId, Page, PageSize: GUEST_PAGE_SIZE, ...(Search ? { Search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const guestLinksQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.guestLinks(eventId),
    queryFn: ({ signal }) => api.get<GuestLink[]>('/guest/link', { query: { eventId }, signal }),
  })

export const guestAccessQuery = (accessCode: string, Page: number, Search: string) =>
  queryOptions({
    queryKey: guestAccessKeys.page(accessCode, { Page, Search }),
    queryFn: ({ signal }) =>
      api.get<GuestAccess>(`/guest/access/${id(accessCode)}`, {
        query: { Page, PageSize: GUEST_PAGE_SIZE, ...(Search ? { Search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const addGuest = (input: GuestInput) => api.post<Guest>('/guest', input)
export const addGuestByLink = (accessCode: string, input: GuestDetails) =>
  api.post<Guest>(`/guest/access/${id(accessCode)}`, input)
export const importGuests = (input: GuestImportInput) => api.post<{ Items: Guest[] }>('/guest/import', input)
export const removeGuest = (guestId: string) => api.delete<null>(`/guest/${id(guestId)}`)
export const guestTicketLink = (guestId: string) =>
  api.post<GuestTicketLink>(`/guest/${id(guestId)}/ticket-link`, {})
export const createGuestLink = (input: GuestLinkInput) => api.post<GuestLink>('/guest/link', input)
export const revokeGuestLink = (linkId: string) => api.delete<null>(`/guest/link/${id(linkId)}`)

/** The address a promoter opens: /guests/{accessCode} on this site. */
export const guestLinkUrl = (accessCode: string) => `${window.location.origin}/guests/${id(accessCode)}`
