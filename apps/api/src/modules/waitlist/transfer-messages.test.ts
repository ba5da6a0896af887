import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { attendeeFixtures, intl } from '../../testing/attendee-fixtures.ts'
import { deliverMessages, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// The recipient of a passed-on seat reads who gave it, not a purchase they never made.
const context = useTestApp({ publicUrl: 'https://mela.example' })
const { post, phone, soldOutTicket, buy, outbox } = attendeeFixtures(context)

async function passOn(language: 'en' | 'bn', to: { Phone?: string; Email?: string }) {
  const { event, ticket } = await soldOutTicket(0, 5)
  const giver = await signedInUser(context.app, { FirstName: 'Rahim', LastName: 'Uddin', Language: language })
  const bought = await buy(event.id, ticket.id, 'free', giver.headers)
  const seat = bought.response.json().Items[0] as { ID: string }
  const moved = await post(`/purchase/item/${seat.ID}/transfer`, { ...to, FirstName: 'Nila' }, giver.headers)
  expect(moved.statusCode).toBe(200)
  await deliverMessages(context.app)
  return { event, messages: (await outbox()).filter((m) => m.to === (to.Phone ? intl(to.Phone) : to.Email)) }
}

describe("a transfer's message", () => {
  it('names the giver and the one ticket, in English, with a link that opens in English', async () => {
    const to = phone()
    const { event, messages } = await passOn('en', { Phone: to })
    expect(messages).toHaveLength(1)
    expect(messages[0]?.body).toMatch(
      new RegExp(
        `^Mela: Rahim Uddin passed you 1 ticket to ${event.title}: https://mela\\.example/purchase/view/[\\w-]+\\?access=[\\w-]+&lang=en Door code: [\\w-]+\\.$`,
      ),
    )
    expect(messages[0]?.body).not.toMatch(/confirmed|\(s\)/)
  })

  it("comes in the giver's Bengali, by mail too, and names no total the recipient did not pay", async () => {
    const to = `nila${crypto.randomUUID().slice(0, 8)}@example.com`
    const { messages } = await passOn('bn', { Email: to })
    const [mail] = messages
    expect(mail?.subject).toMatch(/^Rahim Uddin আপনাকে টিকিট দিয়েছেন: /)
    expect(mail?.body).toContain('Rahim Uddin আপনাকে ')
    expect(mail?.body).toContain('১টি টিকিট দিয়েছেন')
    expect(mail?.body).not.toContain('মোট পরিশোধ')
    expect(mail?.body).toMatch(/\?access=[\w-]+&lang=bn\s/)
  })

  it('reaches a verified account in its own language', async () => {
    const Email = `mita${crypto.randomUUID().slice(0, 8)}@example.com`
    const friend = await signedInUser(context.app, { Email, Language: 'bn' })
    await context.app.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, friend.user.ID))
    const { messages } = await passOn('en', { Email })
    expect(messages[0]?.subject).toMatch(/আপনাকে টিকিট দিয়েছেন/)
  })
})
