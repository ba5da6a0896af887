import { describe, expect, it } from 'vitest'
import { periodText } from './period-text.ts'

describe('a sales period as the charts and tables show it', () => {
  it('is a date in the reader’s language, Bengali digits and month in Bengali', () => {
    expect(periodText('2026-11-25', 'en')).toBe('25 Nov 2026')
    expect(periodText('2026-11-25', 'bn')).toMatch(/^২৫ \S+ ২০২৬$/)
    expect(periodText('2026-11-25', 'bn', 'short')).toMatch(/^২৫ \S+$/)
  })
})
