import type { Event } from '@mela/shared/event'

/** Where an event stands: a draft, on sale (published), or taken down by the superuser whatever came before. */
export type EventStatus = { state: 'draft' | 'published' | 'takenDown'; past: boolean }

/** The event's state and whether it has ended, at `now`. */
export function eventStatus(
  event: Pick<Event, 'PublishedAt' | 'HiddenAt' | 'EndsAt'>,
  now = Date.now(),
): EventStatus {
  const state = event.HiddenAt ? 'takenDown' : event.PublishedAt ? 'published' : 'draft'
  return { state, past: new Date(event.EndsAt).getTime() <= now }
}
