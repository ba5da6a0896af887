// The door list on paper: every seat that opens the door, by holder name, for the event's own staff only,
// and each download written to the audit log, since it holds people's names.
import { formatShortCode } from '@mela/shared/short-code'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, tickets } from '../../db/schema.ts'
import { attendeeFixtures } from '../../testing/attendee-fixtures.ts'
import { guestBuysFree } from '../../testing/checkout-fixtures.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import { pdfText } from '../../testing/pdf-tools.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const { post, phone } = attendeeFixtures(context)
type Seat = { ID: string; ShortCode: string }

const doorList = (eventId: string, headers: Record<string, string>, query = '') =>
  context.app.inject({ url: `/api/event/${eventId}/door-list.pdf${query}`, headers })

describe('the door list on paper', () => {
  it('lists valid seats by holder name with the last digits of their phone, counts each ticket, and is audited', async () => {
    const { owner, event, ticket } = await sellingOrganization(context.app, 0)
    const [balcony] = await context.app.database.db
      .insert(tickets)
      .values({
        eventId: event.id,
        section: 'Balcony',
        category: 'Student',
        bn: { Section: 'বারান্দা', Category: 'ছাত্র' },
        price: 0,
        capacity: 10,
      })
      .returning()
    if (!balcony) throw new Error('no ticket')
    const zara = await guestBuysFree(context.app, event.id, balcony.id, 1, {
      FirstName: 'Zara',
      Phone: '01711000321',
    })
    const anwar = await guestBuysFree(context.app, event.id, ticket.id, 2, {
      FirstName: 'Anwar',
      Phone: phone(),
    })
    const [given] = anwar.Items as unknown as [Seat, Seat]
    const passed = await post(
      `/purchase/item/${given.ID}/transfer`,
      { Phone: phone() },
      {
        authorization: `Bearer ${anwar.authToken}`,
      },
    )
    expect(passed.statusCode).toBe(200)

    const response = await doorList(event.id, owner.headers)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = pdfText(response.rawPayload, ['-layout'])
    expect(text).toContain('Door list: Baul Night')
    expect(text.indexOf('Anwar')).toBeLessThan(text.indexOf('Zara'))
    expect(text).toContain('…321')
    expect(text).toContain(formatShortCode((zara.Items[0] as unknown as Seat).ShortCode))
    expect(text).not.toContain(formatShortCode(given.ShortCode))
    expect(text).toMatch(/Valid tickets: 3/)
    // The count per ticket: Anwar's seat, and the one he passed on under its new holder's code.
    expect(text).toMatch(/General · Adult: 2/)
    expect(text).toMatch(/Balcony · Student: 1/)

    const audited = await context.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, event.id), eq(auditLog.action, 'event.door_list')))
    expect(audited).toHaveLength(1)
    expect(audited[0]?.actorId).toBe(owner.user.ID)

    const bengali = pdfText((await doorList(event.id, owner.headers, '?lang=bn')).rawPayload)
    expect(bengali).toContain('প্রবেশ তালিকা')
    expect(bengali).toContain('বৈধ টিকিট: ৩')
    expect(bengali).toContain('বারান্দা · ছাত্র: ১')
  })

  it("refuses another organization's organizer", async () => {
    const { event } = await sellingOrganization(context.app, 0)
    const other = await sellingOrganization(context.app, 0)
    expect((await doorList(event.id, other.owner.headers)).statusCode).toBe(403)
    expect((await doorList(event.id, {})).statusCode).toBe(401)
  })
})
