import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, purchases } from '../../db/schema.ts'
import { eventOnSale, guestTakesFreeSeat } from '../../testing/checkout-fixtures.ts'
import { deliverMessages, randomIp, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// A guest who lost the SMS asks for their tickets again by phone: the links go to that phone, never to the screen.
const context = useTestApp({ publicUrl: 'https://mela.example' })

const typed = () => `0171${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
const stored = (phone: string) => `+88${phone}`

const ask = (Phone: string, remoteAddress = randomIp()) =>
  context.app.inject({
    method: 'POST',
    url: '/api/purchase/links-by-phone',
    payload: { Phone },
    remoteAddress,
  })

async function smsTo(phone: string) {
  const messages = (await context.app.inject({ url: '/dev/outbox.json' })).json() as {
    to: string
    body: string
  }[]
  return messages.filter((message) => message.to === stored(phone))
}

describe('finding my tickets by phone', () => {
  it('texts the phone a link that opens its guest purchase in the language it bought in, and tells the asker nothing', async () => {
    const phone = typed()
    const bought = await guestTakesFreeSeat(context.app, { Phone: phone }, 'bn')
    const stranger = typed()
    await deliverMessages(context.app)
    const before = (await smsTo(phone)).length

    const [known, unknown] = [await ask(phone), await ask(stranger)]
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    expect(known.json()).toMatchObject({ code: 'TICKET_LINKS_SENT' })
    expect(known.body).not.toContain(bought.ID)

    await deliverMessages(context.app)
    const [sms] = await smsTo(phone)
    expect(await smsTo(phone)).toHaveLength(before + 1)
    expect(await smsTo(stranger)).toHaveLength(0)
    expect(sms?.body).toMatch(/^Mela: .+-এর আপনার ১টি টিকিট: https:\/\/mela\.example\/purchase\/view\//)
    const link = new URL(sms?.body.match(/https:\/\/\S+/)?.[0] ?? '')
    expect(link.searchParams.get('lang')).toBe('bn')
    const opened = await context.app.inject({
      url: `/api/purchase/${bought.ID}?access=${link.searchParams.get('access')}`,
    })
    expect(opened.statusCode).toBe(200)
  })

  it("leaves out an account's purchases, and events that are over", async () => {
    const db = context.app.database.db
    const phone = typed()
    const over = await guestTakesFreeSeat(context.app, { Phone: phone })
    const [row] = await db.select().from(purchases).where(eq(purchases.id, over.ID))
    const past = new Date(Date.now() - 60_000)
    await db
      .update(events)
      .set({ startsAt: new Date(past.getTime() - 60_000), endsAt: past })
      .where(eq(events.id, row?.eventId ?? ''))
    // An account signs in for its tickets: its phone was typed, never proven, and gets no links.
    const memberPhone = typed()
    const member = await signedInUser(context.app, { Phone: memberPhone })
    const { event, ticket } = await eventOnSale(db, { price: 0 })
    const mine = await context.app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: member.headers,
      payload: { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }], PaymentMethod: 'free' },
    })
    expect(mine.statusCode).toBe(200)
    await deliverMessages(context.app)
    const before = [(await smsTo(phone)).length, (await smsTo(memberPhone)).length]

    await ask(phone)
    await ask(memberPhone)
    await deliverMessages(context.app)
    expect([(await smsTo(phone)).length, (await smsTo(memberPhone)).length]).toEqual(before)
  })

  it('refuses a fourth ask for one phone in a day, bought or not, and many asks from one address', async () => {
    const phone = typed()
    await guestTakesFreeSeat(context.app, { Phone: phone })
    for (const number of [phone, typed()]) {
      for (let i = 0; i < 3; i++) expect((await ask(number)).statusCode).toBe(200)
      expect((await ask(number)).statusCode).toBe(429)
    }
    const address = randomIp()
    for (let i = 0; i < 10; i++) expect((await ask(typed(), address)).statusCode).toBe(200)
    expect((await ask(typed(), address)).statusCode).toBe(429)
  })

  it('says what is wrong with a phone that is not one', async () => {
    const answer = await ask('12345')
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ Phone: expect.any(String) })
  })
})
