// Tickets on paper: the PDF holds each seat that still opens the door, in the reader's language, shaped as
// Bengali is read; its QR code admits at the door until the seat is passed on, refunded or voided; nobody
// else's tickets are printed.
import { formatShortCode } from '@mela/shared/short-code'
import { verifyUrl } from '@mela/shared/ticket-url'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, tickets } from '../../db/schema.ts'
import { attendeeFixtures } from '../../testing/attendee-fixtures.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { buyChoiceOnlineAs, sellingOrganization } from '../../testing/money-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { pagePng, pdfPageCount, pdfText, readQrCode } from '../../testing/pdf-tools.ts'
import { seatedSale, seatIdsOf } from '../../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// Listening: the reserved seat is paid (and refunded) through the bundled bKash sandbox.
const context = useListeningTestApp()
const { post, phone } = attendeeFixtures(context)
type Headers = Record<string, string>
type Seat = { ID: string; Code: string; ShortCode: string }

const pdfOf = async (url: string, headers: Headers = {}) => {
  const response = await context.app.inject({ url: `/api${url}`, headers })
  return { status: response.statusCode, type: response.headers['content-type'], pdf: response.rawPayload }
}

/**
 * What the door makes of the QR code on a PDF's page, read as a camera reads it: the verification link's seat
 * checked in with the code it carries, as the door app's scan does. The check-in's answer.
 */
async function doorReads(pdf: Buffer, headers: Headers, page = 1) {
  const read = new URL((await readQrCode(pagePng(pdf, page, 120))) ?? 'about:none')
  const itemId = read.pathname.split('/').at(-1)
  return post(`/purchase/item/${itemId}/checkin`, { Code: read.searchParams.get('code') }, headers)
}

/** Why the door refused a check-in (its answer's code), or 'admitted'. */
async function refusal(checkIn: ReturnType<typeof doorReads>) {
  const answer = await checkIn
  if (answer.statusCode === 200) return 'admitted'
  const body = answer.json() as { code?: string; $codes?: { Code?: { code: string } } }
  return body.$codes?.Code?.code ?? body.code
}

/** A Bengali night with two seats bought by one signed-in buyer. */
async function twoSeatsBought() {
  const made = await sellingOrganization(context.app, 0)
  const db = context.app.database.db
  await db
    .update(events)
    .set({ bn: { Title: 'রবীন্দ্রসংগীত সন্ধ্যা', Venue: 'শিল্পকলা একাডেমি, ঢাকা', Description: null } })
    .where(eq(events.id, made.event.id))
  await db
    .update(tickets)
    .set({ bn: { Section: 'সাধারণ', Category: 'প্রাপ্তবয়স্ক' } })
    .where(eq(tickets.id, made.ticket.id))
  const buyer = await signedInUser(context.app, { FirstName: 'Nusrat', LastName: 'Jahan' })
  const bought = await post(
    '/purchase',
    { EventID: made.event.id, Tickets: [{ TicketID: made.ticket.id, Quantity: 2 }], PaymentMethod: 'free' },
    buyer.headers,
  )
  expect(bought.statusCode).toBe(200)
  const purchase = bought.json() as { ID: string; Items: Seat[] }
  return { ...made, buyer, purchase }
}

describe('tickets on paper', () => {
  it("prints one page per seat in the reader's language, and drops a seat passed on", async () => {
    const { owner, buyer, purchase } = await twoSeatsBought()
    const [first, second] = purchase.Items as [Seat, Seat]

    const bengali = await pdfOf(`/purchase/${purchase.ID}/tickets.pdf?lang=bn`, buyer.headers)
    expect(bengali.status).toBe(200)
    expect(bengali.type).toBe('application/pdf')
    expect(pdfPageCount(bengali.pdf)).toBe(2)
    const text = pdfText(bengali.pdf)
    for (const words of [
      'রবীন্দ্রসংগীত সন্ধ্যা',
      'শিল্পকলা একাডেমি, ঢাকা',
      'সাধারণ · প্রাপ্তবয়স্ক',
      'টিকিট ১ / ২',
      'Nusrat Jahan',
    ])
      expect(text).toContain(words)
    expect(text).toContain(formatShortCode(first.ShortCode))
    expect(text).toContain(formatShortCode(second.ShortCode))

    const small = await pdfOf(`/purchase/item/${second.ID}/ticket.pdf?size=small`, buyer.headers)
    expect(pdfPageCount(small.pdf)).toBe(1)
    expect(pdfText(small.pdf)).toContain('Baul Night')

    const moved = await post(`/purchase/item/${first.ID}/transfer`, { Phone: phone() }, buyer.headers)
    expect(moved.statusCode).toBe(200)
    expect(await refusal(doorReads(bengali.pdf, owner.headers))).toBe('TICKET_TRANSFERRED')
    const after = await pdfOf(`/purchase/${purchase.ID}/tickets.pdf`, buyer.headers)
    expect(pdfPageCount(after.pdf)).toBe(1)
    expect(pdfText(after.pdf)).not.toContain(formatShortCode(first.ShortCode))
    expect((await pdfOf(`/purchase/item/${first.ID}/ticket.pdf`, buyer.headers)).status).toBe(404)
  })

  it('prints nothing for someone else, nor for a stranger with a made-up link', async () => {
    const { purchase } = await twoSeatsBought()
    const stranger = await signedInUser(context.app)
    expect((await pdfOf(`/purchase/${purchase.ID}/tickets.pdf`, stranger.headers)).status).toBe(404)
    expect((await pdfOf(`/purchase/${purchase.ID}/tickets.pdf?access=made-up`)).status).toBe(404)
    expect((await pdfOf(`/purchase/${purchase.ID}/tickets.pdf?size=huge`)).status).toBe(400)
  })

  it("draws the screen's QR code, the seat's verification link, which a camera opens and the door admits", async () => {
    const { owner, buyer, purchase } = await twoSeatsBought()
    const [seat] = purchase.Items as [Seat]
    const { pdf } = await pdfOf(`/purchase/${purchase.ID}/tickets.pdf?size=small`, buyer.headers)
    const read = await readQrCode(pagePng(pdf, 1, 200))
    expect(read).toBe(verifyUrl(context.app.config.publicUrl, seat.ID, seat.Code))
    const opened = new URL(read ?? '')
    const page = await context.app.inject({
      url: `/api${opened.pathname}${opened.search}`,
      headers: owner.headers,
    })
    expect(page.json()).toMatchObject({ Valid: true })
    expect(await refusal(doorReads(pdf, owner.headers))).toBe('admitted')
  })

  it('prints a reserved seat as section, row and seat in both languages; refunded, its page is refused', async () => {
    const sale = await seatedSale(context.app)
    // Row C, seat 7: the plan's seats go row by row, ten a row.
    const seatId = seatIdsOf(sale.plan)[26]
    const { purchase, headers } = await buyChoiceOnlineAs(context.app, sale.event.id, { Seats: [seatId] })
    const english = await pdfOf(`/purchase/${purchase.ID}/tickets.pdf?lang=en`, headers)
    expect(pdfText(english.pdf)).toContain('Seat: Stalls, row C, seat 7')
    const bengali = await pdfOf(`/purchase/${purchase.ID}/tickets.pdf?lang=bn`, headers)
    expect(pdfText(bengali.pdf)).toContain('আসন: স্টল, সারি C, আসন ৭')

    const refunded = await post(`/purchase/${purchase.ID}/refund`, {}, sale.owner.headers)
    expect(refunded.statusCode).toBe(200)
    expect(await refusal(doorReads(english.pdf, sale.owner.headers))).toBe('TICKET_REFUNDED')
    expect((await pdfOf(`/purchase/${purchase.ID}/tickets.pdf`, headers)).status).toBe(404)
  })

  it('gives the seller at the counter the small tickets of a cash sale, and no one else', async () => {
    const { owner, account, event } = await organizerWithEvent(context.app, {
      account: { EnableCashSell: true },
    })
    const ticket = await createTicket(context.app, owner, event.id, { Price: 500, Capacity: 10 })
    const seller = await signedInUser(context.app, { FirstName: 'Rahim' })
    await addToTeam(context.app, owner, account.ID, seller, 'collaborator')
    const sale = await send(context.app, seller, 'POST', '/purchase/cash', {
      EventID: event.id,
      Tickets: [{ TicketID: ticket.ID, Quantity: 2 }],
      Bundles: [],
      Buyer: { FirstName: 'Karim' },
    })
    expect(sale.statusCode).toBe(200)
    const { ID } = sale.json() as { ID: string }
    const printed = await pdfOf(`/purchase/${ID}/tickets.pdf?size=small`, seller.headers)
    expect(printed.status).toBe(200)
    expect(pdfPageCount(printed.pdf)).toBe(2)
    expect(pdfText(printed.pdf)).toContain('Karim')
    expect(pdfText(printed.pdf)).toContain('৳500.00')
    const stranger = await signedInUser(context.app)
    expect((await pdfOf(`/purchase/${ID}/tickets.pdf`, stranger.headers)).status).toBe(404)

    // A voided sale's printed tickets open no door: the door reads the sale as never paid.
    expect((await post(`/purchase/${ID}/void`, {}, owner.headers)).statusCode).toBe(200)
    expect(await refusal(doorReads(printed.pdf, owner.headers))).toBe('NOT_PAID')
  })
})
