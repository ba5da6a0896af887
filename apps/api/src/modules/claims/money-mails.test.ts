import { describe, expect, it } from 'vitest'
import { refundMail, refundSms } from './money-mails.ts'

describe("a buyer's refund message", () => {
  it('counts the tickets in words, never "ticket(s)"', () => {
    const values = { event: 'Jazz Night', amount: '৳500.00', reason: null }
    expect(refundSms('en', { ...values, count: 1 })).toBe(
      'Mela: ৳500.00 for 1 ticket of Jazz Night refunded to your bKash.',
    )
    expect(refundSms('en', { ...values, count: 3 })).toBe(
      'Mela: ৳500.00 for 3 tickets of Jazz Night refunded to your bKash.',
    )
    expect(refundMail('en', 'rina@example.com', { ...values, count: 1 }).text).toContain(
      'That ticket no longer opens the gate.',
    )
    expect(refundSms('bn', { ...values, count: 3 })).toBe(
      'Mela: Jazz Night-এর ৩টি টিকিটের ৳500.00 আপনার বিকাশে ফেরত দেওয়া হয়েছে।',
    )
  })
})
