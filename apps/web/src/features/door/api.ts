import type { DoorList, DoorSearchPage, DoorSeat, SyncAnswer, SyncScan } from '@mela/shared/door'
import type { Verification } from '@mela/shared/purchase'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/api-client.ts'
import { ApiError } from '../../lib/api-error.ts'
import { checkInKeys } from '../../lib/query-keys.ts'

const id = encodeURIComponent

/** What a scanned ticket is (GET /purchase/item/verify/{id}?code=): the ticket page a phone's camera opens. */
export const verificationQuery = (itemId: string, code: string) =>
  queryOptions({
    queryKey: checkInKeys.one(itemId, code),
    queryFn: ({ signal }) =>
      api.get<Verification>(`/purchase/item/verify/${id(itemId)}`, { query: { code }, signal }),
    staleTime: 0,
  })

/**
 * POST /purchase/item/{id}/checkin: lets one seat in by its signed code. One client for the two screens that
 * admit by the QR code, the door and the ticket's check-in page.
 */
export const checkIn = (itemId: string, code: string) =>
  api.post<{ ID: string; CheckedInAt: string }>(`/purchase/item/${id(itemId)}/checkin`, { Code: code })

/** A page of the door list: everything the first time, then only what changed after `cursor`. */
export const doorListPage = (eventId: string, cursor: string | null) =>
  api.get<DoorList>(`/checkin/event/${id(eventId)}`, { query: { Cursor: cursor } })

export const syncScans = (eventId: string, scans: SyncScan[]) =>
  api.post<SyncAnswer>('/checkin/sync', { EventID: eventId, Scans: scans })

/** Lets a seat in by the short code typed at the door. */
export const checkInByShortCode = (eventId: string, code: string) =>
  api.post<DoorSeat>(`/checkin/event/${id(eventId)}/code`, { Code: code })

/** The server's search: it knows whole phone numbers and last names, which the device's list does not. */
export const searchOnline = (eventId: string, q: string) =>
  api.get<DoorSearchPage>(`/checkin/event/${id(eventId)}/search`, { query: { q, PageSize: 20 } })

/** No answer, or one from a server or proxy that is down: the network is the trouble, not the ticket. */
export const isNetworkTrouble = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500
