import type { Event, EventInput } from '@mela/shared/event'
import type { District, EventCategory, EventFeature, Visibility } from '@mela/shared/event-enums'
import type { AttendeePolicy } from '@mela/shared/waitlist'
import { fromWallClock, toWallClock } from '../../lib/wall-clock.ts'
import { type AttendeeSettings, attendeeSettings } from './attendee-settings.ts'

/** What the event steps edit: EventInput as inputs hold it (text, wall-clock times, '' for none). */
export type EventFormValues = {
  AccountID: string
  Title: string
  ImageURL: string
  Description: string
  Category: EventCategory | ''
  StartsAt: string
  EndsAt: string
  Online: boolean
  /** Buyers pick seats on a hall plan (reserved seating). */
  Seated: boolean
  Venue: string
  Address: string
  District: District | ''
  Visibility: Visibility
  Features: EventFeature[]
  PerformerIDs: string[]
  /** The optional Bengali title, description and venue ('' for none). */
  Bn: { Title: string; Description: string; Venue: string }
  /** Waiting list, transfers and cancellation: saved by their own call once the event exists. */
  Attendees: AttendeeSettings
}

/** The starting values: the event's own when editing, blanks (and the chosen organization) to create. */
export function eventFormValues(
  event: Event | undefined,
  timeZone: string,
  accountId = '',
  policy?: AttendeePolicy,
): EventFormValues {
  return {
    AccountID: event?.AccountID ?? accountId,
    Title: event?.Title ?? '',
    ImageURL: event?.ImageURL ?? '',
    Description: event?.Description ?? '',
    Category: event?.Category ?? '',
    StartsAt: toWallClock(event?.StartsAt, timeZone),
    EndsAt: toWallClock(event?.EndsAt, timeZone),
    Online: event?.Online ?? false,
    Seated: event?.Seated ?? false,
    Venue: event?.Venue ?? '',
    Address: event?.Address ?? '',
    District: event?.District ?? '',
    Visibility: event?.Visibility ?? 'public',
    Features: event?.Features ?? [],
    PerformerIDs: event?.Performers.map((performer) => performer.ID) ?? [],
    Bn: {
      Title: event?.Bn?.Title ?? '',
      Description: event?.Bn?.Description ?? '',
      Venue: event?.Bn?.Venue ?? '',
    },
    Attendees: attendeeSettings(policy, timeZone),
  }
}

/**
 * The payload the shared schema checks: times as instants, blanks left out. An online event keeps
 * no district, so a place chosen before ticking Online is not sent by mistake.
 */
export function toEventInput(
  { Attendees: _savedSeparately, ...values }: EventFormValues,
  timeZone: string,
): Record<keyof EventInput, unknown> {
  return {
    ...values,
    AccountID: values.AccountID || undefined,
    Category: values.Category || undefined,
    District: values.Online ? undefined : values.District || undefined,
    Seated: values.Seated && !values.Online,
    StartsAt: fromWallClock(values.StartsAt, timeZone),
    EndsAt: fromWallClock(values.EndsAt, timeZone),
  }
}
