import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { deliverMessages, lastMessageTo, randomIp } from '../../testing/identity-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// Anonymous buyers cannot sit on a sale: checkouts are limited per address and per phone, and the hold cap
// follows a guest's phone and e-mail across fresh guest accounts.
const context = useListeningTestApp({ holdCapPerEvent: 2, purchaseLimits: { perAddress: 4, perPhone: 4 } })

const checkoutWithCode = (eventId: string, ticketId: string, Phone: string, PhoneCode: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/purchase',
    remoteAddress: randomIp(),
    payload: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: 1 }],
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Hoarder', Phone },
      PhoneCode,
    },
  })

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
    const answers = []
    // After the first, each asks for the phone's code (a hold is live), until the phone's limit.
    for (let i = 0; i < 5; i++) answers.push((await checkout(event.id, ticket.id, phone)).statusCode)
    expect(answers).toEqual([200, 400, 400, 400, 429])
    expect((await checkout(event.id, ticket.id, phone)).json()).toMatchObject({ code: 'RATE_LIMITED' })
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

  it('asks a phone that already holds seats for the code sent to it before holding more', async () => {
    const { event, ticket } = await eventOnSale(context.database.db, { capacity: 100 })
    const Phone = '01911000031'
    expect((await checkout(event.id, ticket.id, { Phone })).statusCode).toBe(200)
    const asked = await checkout(event.id, ticket.id, { Phone })
    expect(asked.statusCode).toBe(400)
    expect(asked.json()).toEqual({ PhoneCode: ERROR_TEXTS.PHONE_CODE_NEEDED })
    await deliverMessages(context.app)
    const code = (await lastMessageTo(context.app, '+8801911000031'))?.body.match(/\d{6}/)?.[0]
    expect(code).toBeDefined()
    const wrong = await checkoutWithCode(event.id, ticket.id, Phone, code === '000000' ? '111111' : '000000')
    expect(wrong.json()).toEqual({ PhoneCode: ERROR_TEXTS.WRONG_CODE })
    expect((await checkoutWithCode(event.id, ticket.id, Phone, code ?? '')).statusCode).toBe(200)
  })
})
