import { describe, expect, it } from 'vitest'
import { containsLink, unlinkable } from './links.ts'

describe('containsLink', () => {
  it('finds what a mail client or phone would make a link, however it is written', () => {
    for (const text of [
      'https://example.com/map',
      'HTTPS://EXAMPLE.COM',
      'see www.x',
      'refunds at bkash-refund.example/login',
      'BKASH-REFUND.COM',
      'bit.ly/abc',
      'example.com/x',
      'pay at bkash.com.bd',
      'hxxp://evil.com',
      'https:/\\evil.example',
      'https:\\\\evil.example',
      'evil\u3002com',
      'ｅｖｉｌ．ｃｏｍ',
      'evil\u200B.com',
      'evil.c\u00ADom',
      'xn--bkash-9qa.xn--p1ai',
      'বিকাশ.বাংলা',
      'http://localhost/x',
      '203.0.113.7/login',
      'help@hall.com/login',
      `${'a'.repeat(5000)} evil.top`,
    ])
      expect(containsLink(text), text).toBe(true)
  })

  it('leaves words with a dot, numbers and e-mail addresses alone', () => {
    for (const text of [
      'Mr.Rahman plays for 3.5 hours',
      'Md.Karim, Tk.500, e.g. U.S.A.',
      'Version 1.2.3.4 of the show',
      'Write to help@hall.com',
      'bkash-refund.example',
      'হ্যালো। আজ সন্ধ্যা ৬টায়',
      'a'.repeat(10_000),
      'a.'.repeat(5_000),
    ])
      expect(containsLink(text), text.slice(0, 40)).toBe(false)
  })
})

describe('unlinkable', () => {
  it('breaks every host and scheme invisibly, and leaves other words as they are', () => {
    expect(unlinkable('Refunds at bkash-refund.com/login')).toBe(
      'Refunds at bkash-refund\u200D.\u200Dcom/login',
    )
    expect(containsLink(unlinkable('https://evil.example/x'))).toBe(true) // read as a linkifier: still a link…
    expect(unlinkable('https://evil.example/x')).not.toMatch(/https?:\/\/|\w\.\w/) // …but none will find it
    expect(unlinkable('evil\uFE52com')).toBe('evil\u200D\uFE52\u200Dcom')
    expect(unlinkable('Mr.Rahman')).toBe('Mr.Rahman')
  })
})
