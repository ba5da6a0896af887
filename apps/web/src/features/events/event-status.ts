import type { Event } from '@mela/shared/event'

export type EventStatus = { published: boolean; past: boolean }

/** Whether an event is on sale (published) and whether it has ended, at `now`. */
export function eventStatus(event: Pick<Event, 'PublishedAt' | 'EndsAt'>, now = Date.now()): EventStatus {
  return { published: Boolean(event.PublishedAt), past: new Date(event.EndsAt).getTime() <= now }
}
