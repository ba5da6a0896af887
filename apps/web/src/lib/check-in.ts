import { api } from './api-client.ts'

/**
 * POST /purchase/item/{id}/checkin: lets one seat in by its signed code. One client for the two screens that
 * admit by the QR code, the door and the ticket's verify page.
 */
export const checkIn = (itemId: string, code: string) =>
  api.post<{ ID: string; CheckedInAt: string }>(`/purchase/item/${encodeURIComponent(itemId)}/checkin`, {
    Code: code,
  })
