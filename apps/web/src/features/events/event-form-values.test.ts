import type { Event } from '@mela/shared/event'
import { EventInput } from '@mela/shared/event'
import { describe, expect, it } from 'vitest'
import { eventFormValues, toEventInput } from './event-form-values.ts'

const TZ = 'Asia/Dhaka'
const ACCOUNT = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

describe('event form values', () => {
  it('starts a new event blank, public, in the chosen organization', () => {
    const values = eventFormValues(undefined, TZ, ACCOUNT)
    expect(values).toMatchObject({ AccountID: ACCOUNT, Title: '', Visibility: 'public', Online: false })
  })

  it('shows an event’s times on the organizer’s clock', () => {
    const event = { StartsAt: '2026-11-25T15:00:00.000Z', EndsAt: '2026-11-25T18:30:00.000Z', Performers: [] }
    const values = eventFormValues(event as unknown as Event, TZ)
    expect(values.StartsAt).toBe('2026-11-25T21:00')
    expect(values.EndsAt).toBe('2026-11-26T00:30')
  })

  it('sends instants and leaves blanks out, so the shared schema accepts it', () => {
    const values = {
      ...eventFormValues(undefined, TZ, ACCOUNT),
      Title: 'Dhaka Jazz Night',
      Category: 'music' as const,
      StartsAt: '2026-11-25T21:00',
      EndsAt: '2026-11-25T23:00',
      Venue: 'Shilpakala Academy',
    }
    const input = EventInput.parse(toEventInput(values, TZ))
    expect(input).toMatchObject({ StartsAt: '2026-11-25T15:00:00.000Z', Venue: 'Shilpakala Academy' })
    expect(input.District).toBeUndefined()
  })

  it('drops the district of an online event', () => {
    const values = { ...eventFormValues(undefined, TZ), Online: true, District: 'dhaka' as const }
    expect(toEventInput(values, TZ).District).toBeUndefined()
  })
})
