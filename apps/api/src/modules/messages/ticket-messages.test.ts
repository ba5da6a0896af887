import { describe, expect, it } from 'vitest'
import { ticketsMail } from './ticket-messages.ts'

const paid = {
  name: 'Rumi',
  event: 'Baul night',
  when: '10 Jan, 7:00 pm',
  seats: ['Gallery · General'],
  total: '৳2,050.00',
  link: 'https://mela.test/t/1',
}

describe('the tickets mail', () => {
  it('names the payment fee in the total when the buyer paid one, in both languages', () => {
    const mail = ticketsMail('en', 'rumi@example.com', { ...paid, surcharge: '৳50.00' })
    expect(mail.text).toContain('Payment fee: ৳50.00\nTotal paid: ৳2,050.00')
    expect(mail.html).toContain('<li>Payment fee: ৳50.00</li>')
    expect(ticketsMail('bn', 'rumi@example.com', { ...paid, surcharge: '৳৫০.০০' }).text).toContain(
      'পেমেন্ট ফি: ৳৫০.০০',
    )
    expect(ticketsMail('en', 'rumi@example.com', paid).text).not.toContain('Payment fee')
  })
})
