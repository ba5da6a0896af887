import type { AttendeePolicy, AttendeePolicyInput } from '@mela/shared/waitlist'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { eventKeys } from './query-keys.ts'

// An event's attendee policy is set in the event form and on the waiting list panel, and read by the
// buyer's screens: one query and one save for all of them.
const id = (value: string) => encodeURIComponent(value)

/** What buyers of the event may do: waiting list, transfers, cancellation. */
export const attendeePolicyQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.attendeePolicy(eventId),
    queryFn: ({ signal }) => api.get<AttendeePolicy>(`/event/${id(eventId)}/attendee-policy`, { signal }),
  })

export const saveAttendeePolicy = (eventId: string, input: AttendeePolicyInput) =>
  api.put<AttendeePolicy>(`/event/${id(eventId)}/attendee-policy`, input)
