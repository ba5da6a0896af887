import { describe, expect, it } from 'vitest'
import { eventStatus } from './event-status.ts'

const NOW = Date.parse('2026-06-01T12:00:00Z')

describe('event status', () => {
  it('calls an event without a publication date a draft', () => {
    expect(eventStatus({ PublishedAt: null, HiddenAt: null, EndsAt: '2026-07-01T00:00:00Z' }, NOW)).toEqual({
      state: 'draft',
      past: false,
    })
  })

  it('calls an event past once it has ended', () => {
    const status = eventStatus(
      { PublishedAt: '2026-01-01T00:00:00Z', HiddenAt: null, EndsAt: '2026-06-01T12:00:00Z' },
      NOW,
    )
    expect(status).toEqual({ state: 'published', past: true })
  })

  it('calls a published event the superuser took down taken down, and nothing else', () => {
    const status = eventStatus(
      {
        PublishedAt: '2026-01-01T00:00:00Z',
        HiddenAt: '2026-05-01T00:00:00Z',
        EndsAt: '2026-07-01T00:00:00Z',
      },
      NOW,
    )
    expect(status).toEqual({ state: 'takenDown', past: false })
  })
})
