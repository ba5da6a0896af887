import { describe, expect, it } from 'vitest'
import { fromWallClock, toWallClock } from './wall-clock.ts'

describe('event times typed on a wall clock', () => {
  it('reads a Dhaka evening as the instant six hours earlier in UTC', () => {
    expect(fromWallClock('2026-11-25T21:00', 'Asia/Dhaka')).toBe('2026-11-25T15:00:00.000Z')
  })

  it('shows an instant on the organizer’s clock', () => {
    expect(toWallClock('2026-11-25T15:00:00.000Z', 'Asia/Dhaka')).toBe('2026-11-25T21:00')
    expect(toWallClock('2026-11-25T15:00:00.000Z', 'Europe/London')).toBe('2026-11-25T15:00')
  })

  it('follows daylight saving where the organizer lives', () => {
    expect(fromWallClock('2026-07-01T10:00', 'Europe/London')).toBe('2026-07-01T09:00:00.000Z')
    expect(fromWallClock('2026-01-01T10:00', 'Europe/London')).toBe('2026-01-01T10:00:00.000Z')
  })

  it('gives nothing for a blank or half-typed time', () => {
    expect(fromWallClock('', 'Asia/Dhaka')).toBe('')
    expect(fromWallClock('2026-11-25', 'Asia/Dhaka')).toBe('')
    expect(toWallClock(null, 'Asia/Dhaka')).toBe('')
  })
})
