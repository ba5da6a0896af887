// What an organizer sees before sending: how many buyers a choice of tickets and statuses reaches (each
// person once), one recipient's message as it will read, and an SMS counted in the parts it will be sent in.
import { describe, expect, it } from 'vitest'
import { send } from '../../testing/catalog-fixtures.ts'
import { eventWithBuyers as buyersFixture, email } from '../../testing/communication-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const eventWithBuyers = () => buyersFixture(context.app)

describe('previewing a message', () => {
  it('counts the paid buyers of a ticket type once each and shows one real recipient the message', async () => {
    const { owner, event, gallery, tag } = await eventWithBuyers()
    const preview = await send(context.app, owner, 'POST', '/communication/preview', {
      ...email(event.id),
      TicketIDs: [gallery.ID],
    })
    expect(preview.statusCode).toBe(200)
    const answer = preview.json()
    expect(answer.Recipients).toBe(2)
    expect([`karim.${tag}@example.com`, `rina.${tag}@example.com`]).toContain(answer.Sample.To)
    expect(answer.Sample.Subject).toBe('Doors open at Dhaka Jazz Night')
    expect(answer.Sample.Body).toMatch(/^Hello (Rina|Karim), doors open at 6 pm\. Your tickets: http/)
    expect(answer.Sample.Body).toContain('unsubscribe')

    const everyone = await send(context.app, owner, 'POST', '/communication/preview', email(event.id))
    expect(everyone.json().Recipients).toBe(3)
  })

  it('chooses buyers by whether they are inside', async () => {
    const { owner, event } = await eventWithBuyers()
    const count = async (Statuses: string[]) =>
      (
        await send(context.app, owner, 'POST', '/communication/preview', { ...email(event.id), Statuses })
      ).json().Recipients
    expect(await count(['checked-in'])).toBe(1)
    expect(await count(['not-checked-in'])).toBe(2)
    expect(await count(['checked-in', 'not-checked-in'])).toBe(3)
  })

  it('counts SMS parts: 160 English characters in one, Bengali in parts of 67, priced per part', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    const sms = (Body: string) =>
      send(context.app, owner, 'POST', '/communication/preview', {
        EventID: event.id,
        Channel: 'sms',
        Body,
        TicketIDs: [gallery.ID],
      })
    const english = (await sms('a'.repeat(160))).json()
    expect(english).toMatchObject({ Recipients: 2, Segments: 1, Encoding: 'GSM-7', CostTaka: 0.7 })
    expect(english.Sample.To).toMatch(/^\+8801711/)
    expect((await sms('a'.repeat(161))).json()).toMatchObject({ Segments: 2, CostTaka: 1.4 })
    expect((await sms('ক'.repeat(70))).json()).toMatchObject({ Segments: 1, Encoding: 'UCS-2' })
    expect((await sms('ক'.repeat(71))).json()).toMatchObject({ Segments: 2, Encoding: 'UCS-2' })
  })
  it('counts an SMS as it will be sent: the ticket link with its token, the longest first name', async () => {
    const { owner, event, gallery } = await eventWithBuyers()
    // Rina and Karim get it: Karim is the longer name, and each link carries a 24-character token and the
    // message's language.
    const bare = `${context.app.config.publicUrl}/purchase/view/${crypto.randomUUID()}`
    const Body = `{FirstName} {TicketLink} ${'a'.repeat(160 - 'Karim '.length - bare.length - 1)}`
    const preview = await send(context.app, owner, 'POST', '/communication/preview', {
      EventID: event.id,
      Channel: 'sms',
      Body,
      TicketIDs: [gallery.ID],
    })
    expect(preview.json()).toMatchObject({ Recipients: 2, Segments: 2, CostTaka: 1.4 })
    expect(preview.json().Sample.Body).toMatch(/\/purchase\/view\/[0-9a-f-]{36}\?access=X{24}&lang=en /)
    // Fits in one part for Rina, not for Karim: the cost counts Karim's.
    const named = await send(context.app, owner, 'POST', '/communication/preview', {
      EventID: event.id,
      Channel: 'sms',
      Body: `{FirstName} ${'a'.repeat(160 - 'Rina '.length)}`,
      TicketIDs: [gallery.ID],
    })
    expect(named.json()).toMatchObject({ Segments: 2, CostTaka: 1.4 })
  })
})
