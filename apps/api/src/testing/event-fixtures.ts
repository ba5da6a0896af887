import type { Event } from '@mela/shared/event'
import type { App } from '../app.ts'
import type { Person } from './organization-fixtures.ts'

const DAY = 24 * 60 * 60 * 1000

/** Event fields an organizer would send: a concert in Dhaka a week from now. */
export function eventFields(overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(Date.now() + 7 * DAY)
  return {
    Title: 'Bangla Folk Night',
    Description: '**Baul** songs under the stars',
    Category: 'music',
    Features: ['outdoor'],
    District: 'dhaka',
    Venue: 'Shilpakala Academy',
    Address: 'Segunbagicha, Dhaka',
    Online: false,
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 3 * 60 * 60 * 1000).toISOString(),
    Visibility: 'public',
    ...overrides,
  }
}

/** Creates an event through the API as `person`; published unless told otherwise. */
export async function createEvent(
  app: App,
  person: Person,
  accountId: string,
  overrides: Record<string, unknown> = {},
  options: { publish?: boolean } = {},
): Promise<Event> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/event',
    headers: person.headers,
    payload: { AccountID: accountId, ...eventFields(overrides) },
  })
  if (created.statusCode !== 200) throw new Error(`create event failed: ${created.body}`)
  const event: Event = created.json()
  if (options.publish === false) return event
  const published = await app.inject({
    method: 'POST',
    url: `/api/event/${event.ID}/publish`,
    headers: person.headers,
  })
  return published.json()
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()
