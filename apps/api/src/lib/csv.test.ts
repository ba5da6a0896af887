import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv.ts'

describe('csvCell', () => {
  it('writes text a spreadsheet would run as a formula as text', () => {
    for (const formula of [
      '=1+1',
      '+1',
      '-1+HYPERLINK("https://evil.example")',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      "  =cmd|'/c calc'!A1",
      '\u0000=1',
      '＝1+1',
      '-',
      '-1e5',
    ])
      expect(csvCell(formula).replace(/^"/, ''), JSON.stringify(formula)).toMatch(/^'/)
  })

  it('keeps numbers numbers, negative ones too, and other text as it is', () => {
    expect(csvCell('-1000.00')).toBe('-1000.00')
    expect(csvCell(-12.5)).toBe('-12.5')
    expect(csvCell(0)).toBe('0')
    expect(csvCell('Baul Night')).toBe('Baul Night')
    expect(csvCell('a-b=c')).toBe('a-b=c')
    expect(csvCell(null)).toBe('')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Hall, Dhaka')).toBe('"Hall, Dhaka"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""')
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n')
  })
})
