import { describe, expect, it } from 'vitest'
import { formatCountdown, holdLeft, isHoldEnding } from './hold-time.ts'

describe('the hold countdown', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00')
    expect(formatCountdown(65_000)).toBe('01:05')
    expect(formatCountdown(9_000)).toBe('00:09')
  })

  it('rounds part of a second up, so 00:00 means the hold has ended', () => {
    expect(formatCountdown(400)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5000)).toBe('00:00')
  })

  it('counts down to the expiry and stops at zero', () => {
    const expiresAt = '2026-03-01T10:15:00.000Z'
    expect(holdLeft(expiresAt, Date.parse('2026-03-01T10:00:00.000Z'))).toBe(15 * 60_000)
    expect(holdLeft(expiresAt, Date.parse('2026-03-01T10:20:00.000Z'))).toBe(0)
  })

  it('is ending in its last two minutes, not once over', () => {
    expect(isHoldEnding(2 * 60_000 + 1)).toBe(false)
    expect(isHoldEnding(2 * 60_000)).toBe(true)
    expect(isHoldEnding(1)).toBe(true)
    expect(isHoldEnding(0)).toBe(false)
  })
})
