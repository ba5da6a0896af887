import { describe, expect, it } from 'vitest'
import { changeValueText } from './audit-change-text.ts'

describe('a changed value in the audit log', () => {
  it('shows a moment as a date in the reader’s language, not as ISO text', () => {
    expect(changeValueText('2026-11-25T19:34:40.940Z', 'en')).toBe('26 Nov 2026 1:34 AM')
    expect(changeValueText('2026-11-25T19:34:40.940Z', 'bn')).toMatch(/^২৬ /)
  })

  it('shows anything else as it is, and nothing as a dash', () => {
    expect(changeValueText('Banani', 'en')).toBe('Banani')
    expect(changeValueText(null, 'en')).toBe('—')
    expect(changeValueText(true, 'en')).toBe('true')
  })
})
