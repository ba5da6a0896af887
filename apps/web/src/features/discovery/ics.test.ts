import { describe, expect, it } from 'vitest'
import { buildIcs, escapeText, foldLine, icsDateTime, icsFileName } from './ics.ts'

const NOW = new Date('2026-11-22T04:05:06.789Z')
const event = {
  uid: '3474e391-49a0-412c-b91b-689abd9f1353@mela.com.bd',
  title: 'Bangla Rock Night',
  startsAt: '2026-11-25T21:00:00.000+06:00',
  endsAt: '2026-11-26T01:00:00.000+06:00',
  location: 'Army Stadium, Banani, Dhaka',
  url: 'https://mela.com.bd/e/3474e391-49a0-412c-b91b-689abd9f1353',
  description: 'Gates open at 8pm.\nBring your QR code; no re-entry.',
}

const utf8Length = (line: string) => new TextEncoder().encode(line).length

describe('the .ics file', () => {
  it('is one VEVENT inside a VCALENDAR, with CRLF line ends', () => {
    const ics = buildIcs(event, NOW)
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(ics).toContain('\r\nUID:3474e391-49a0-412c-b91b-689abd9f1353@mela.com.bd\r\n')
    expect(ics).toContain('\r\nSUMMARY:Bangla Rock Night\r\n')
    expect(ics).toContain('\r\nURL:https://mela.com.bd/e/3474e391-49a0-412c-b91b-689abd9f1353\r\n')
  })

  it('gives the times in UTC', () => {
    const ics = buildIcs(event, NOW)
    expect(ics).toContain('\r\nDTSTAMP:20261122T040506Z\r\n')
    expect(ics).toContain('\r\nDTSTART:20261125T150000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261125T190000Z\r\n')
    expect(icsDateTime('2026-01-02T03:04:05Z')).toBe('20260102T030405Z')
  })

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
    const ics = buildIcs(event, NOW)
    expect(ics).toContain('LOCATION:Army Stadium\\, Banani\\, Dhaka')
    expect(ics).toContain('DESCRIPTION:Gates open at 8pm.\\nBring your QR code\\; no re-entry.')
  })

  it('leaves out an empty location and description', () => {
    const ics = buildIcs({ ...event, location: null, description: '' }, NOW)
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
  })

  it('folds long lines at 75 octets without splitting a Bengali letter', () => {
    const title = 'রবীন্দ্র সন্ধ্যা: গান, কবিতা আর নাটকের এক সন্ধ্যা, সবার জন্য উন্মুক্ত'
    const ics = buildIcs({ ...event, title }, NOW)
    const lines = ics.split('\r\n')
    for (const line of lines) expect(utf8Length(line)).toBeLessThanOrEqual(75)
    const start = lines.findIndex((line) => line.startsWith('SUMMARY:'))
    expect(lines[start + 1]?.startsWith(' ')).toBe(true)
    // Unfolding (drop CRLF + one space) gives back the escaped text whole.
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(`SUMMARY:${escapeText(title)}\r\n`)
  })

  it('keeps a line of exactly 75 octets on one line', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`
    expect(foldLine(line)).toBe(line)
    expect(foldLine(`${line}y`)).toBe(`${line}\r\n y`)
  })

  it('is named after the title', () => {
    expect(icsFileName('Bangla Rock Night!')).toBe('bangla-rock-night.ics')
    expect(icsFileName('রবীন্দ্র সন্ধ্যা')).toBe('event.ics')
  })
})
