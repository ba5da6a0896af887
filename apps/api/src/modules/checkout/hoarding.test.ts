import { describe, expect, it } from 'vitest'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { randomIp } from '../../testing/identity-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// Anonymous buyers cannot sit on a sale: checkouts are limited per address and per phone, and the hold cap
// follows a guest's phone and e-mail across fresh guest accounts.
const context = useListeningTestApp({ holdCapPerEvent: 2, purchaseLimits: { perAddress: 4, perPhone: 2 } })

const checkout = (eventId: string, ticketId: string, buyer: object, ip = randomIp()) =>
  context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    remoteAddress: ip,
    payload: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: 1 }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Hoarder', ...buyer },
    },
  })

describe('anonymous hoarding', () => {
  it('limits checkouts per phone, from any address', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 100 })
    const phone = { Phone: '01911000001' }
    for (let i = 0; i < 2; i++) expect((await checkout(event.id, ticket.id, phone)).statusCode).toBe(200)
    const third = await checkout(event.id, ticket.id, phone)
    expect(third.statusCode).toBe(429)
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' })
  })

  it('limits checkouts per address, whatever phones are typed', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 100 })
    const ip = randomIp()
    const phones = ['01911000011', '01911000012', '01911000013', '01911000014', '01911000015']
    const answers = []
    for (const Phone of phones) answers.push((await checkout(event.id, ticket.id, { Phone }, ip)).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 429])
  })

  it('applies the hold cap across guests sharing an e-mail address', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 100 })
    const Email = 'hoarder@example.com'
    expect((await checkout(event.id, ticket.id, { Phone: '01911000021', Email })).statusCode).toBe(200)
    expect((await checkout(event.id, ticket.id, { Phone: '01911000022', Email })).statusCode).toBe(200)
    const third = await checkout(event.id, ticket.id, { Phone: '01911000023', Email: 'HOARDER@example.com' })
    expect(third.statusCode).toBe(409)
    expect(third.json().message).toContain('at most 2 tickets')
  })
})
