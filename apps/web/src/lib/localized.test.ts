import type { Event } from '@mela/shared/event'
import { describe, expect, it } from 'vitest'
import { localized, localizedTicket } from './localized.ts'

const event = {
  Title: 'Baul Night',
  Description: 'Songs',
  Venue: 'Shilpakala',
  Bn: { Title: 'বাউল রাত', Description: null, Venue: 'শিল্পকলা' },
} as unknown as Event

describe('localized', () => {
  it('reads Bengali where written and falls back to English', () => {
    expect(localized(event, 'bn')).toMatchObject({ Title: 'বাউল রাত', Description: 'Songs', Venue: 'শিল্পকলা' })
  })
  it('keeps English for English readers and events without Bengali', () => {
    expect(localized(event, 'en').Title).toBe('Baul Night')
    expect(localized({ ...event, Bn: null }, 'bn').Title).toBe('Baul Night')
  })
  it('names tickets in Bengali with the English as fallback', () => {
    const ticket = { Section: 'Gallery', Category: 'Regular', Bn: { Section: 'গ্যালারি', Category: null } }
    expect(localizedTicket(ticket, 'bn')).toMatchObject({ Section: 'গ্যালারি', Category: 'Regular' })
    expect(localizedTicket(ticket, 'en').Section).toBe('Gallery')
  })
})
