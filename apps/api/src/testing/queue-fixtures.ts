import { QUEUE_PASS_HEADER } from '@mela/shared/constants'
import { eq } from 'drizzle-orm'
import { vi } from 'vitest'
import type { App } from '../app.ts'
import { eventQueues } from '../db/schema.ts'
import { sellingOrganization } from './money-fixtures.ts'

const SECOND = 1000

/** Waits out an instance's cached view of a queue (about a second). */
export const afterCache = () => new Promise((resolve) => setTimeout(resolve, 1100))

/** An event with a free ticket whose organizer turned the queue on, opening `opensInSeconds` from now. */
export async function queuedEvent(
  app: App,
  settings: { opensInSeconds?: number; admitPerMinute?: number } = {},
) {
  const made = await sellingOrganization(app, 0, 1000)
  const response = await app.inject({
    method: 'PUT',
    url: `/api/event/${made.event.id}/attendee-policy`,
    headers: made.owner.headers,
    payload: {
      WaitlistEnabled: true,
      TransfersEnabled: true,
      Queue: {
        Enabled: true,
        OpensAt: new Date(Date.now() + (settings.opensInSeconds ?? 3600) * SECOND).toISOString(),
        AdmitPerMinute: settings.admitPerMinute ?? 60_000,
        AdmitMinutes: 10,
      },
    },
  })
  if (response.statusCode !== 200) throw new Error(`queue not turned on: ${response.body}`)
  return made
}

/** Brings the opening forward to a moment ago, as if the clock had reached it. */
export async function openNow(app: App, eventId: string) {
  await app.database.db
    .update(eventQueues)
    .set({ opensAt: new Date(Date.now() - SECOND) })
    .where(eq(eventQueues.eventId, eventId))
}

/** Where a call comes from: an address (inject's own is 127.0.0.1) and a signed-in person's headers. */
export type From = { address?: string; headers?: Record<string, string> }

export const join = (app: App, eventId: string, payload: object = {}, from: From = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/event/${eventId}/queue`,
    payload,
    remoteAddress: from.address,
    headers: from.headers,
  })

export const poll = (app: App, eventId: string, token: string, from: From = {}) =>
  app.inject({
    url: `/api/event/${eventId}/queue/${encodeURIComponent(token)}`,
    remoteAddress: from.address,
    headers: from.headers,
  })

/** A free order of one seat, with a queue pass when given. */
export const buyWithPass = (
  app: App,
  eventId: string,
  ticketId: string,
  headers: Record<string, string>,
  pass?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: { ...headers, ...(pass ? { [QUEUE_PASS_HEADER]: pass } : {}) },
    payload: { EventID: eventId, Tickets: [{ TicketID: ticketId, Quantity: 1 }], PaymentMethod: 'free' },
  })

/** The `i`th of a crowd of browsers, each on an address of its own with the key the waiting screen keeps. */
export const browser = (i: number, net = 1) => ({
  key: { ClientKey: `browser-key-${net}-${String(i).padStart(6, '0')}` },
  from: { address: `10.${net}.${Math.floor(i / 250)}.${(i % 250) + 1}` },
})

/**
 * Stops the clock the app reads (`new Date()`; timers run on), so a network's bucket of new places fills
 * only when the test moves it on: `pass(seconds)`. `restart()` gives the real clock back.
 */
export function stoppedClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  return {
    pass: (seconds: number) => vi.setSystemTime(Date.now() + seconds * SECOND),
    restart: () => vi.useRealTimers(),
  }
}
