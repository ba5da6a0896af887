import type { DoorList, DoorSearchPage, DoorSeat, SyncAnswer, SyncScan } from '@mela/shared/door'
import { api } from '../../lib/api-client.ts'
import { ApiError } from '../../lib/api-error.ts'

const id = encodeURIComponent

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
