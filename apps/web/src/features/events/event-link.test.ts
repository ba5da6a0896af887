import { describe, expect, it } from 'vitest'
import { eventLink, qrFileName } from './event-link.ts'

describe('event link', () => {
  it('is the short /e/ address on this site', () => {
    expect(eventLink('abc', 'https://mela.com.bd')).toBe('https://mela.com.bd/e/abc')
  })

  it('names the QR file after the event', () => {
    expect(qrFileName('Dhaka Jazz Night 2026!')).toBe('dhaka-jazz-night-2026-qr.png')
    expect(qrFileName('  ')).toBe('event-qr.png')
  })
})
