import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@mela/shared/short-code'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountMembers, purchaseItems, purchases } from '../../db/schema.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { anotherTicket, eventOnSale } from '../../testing/checkout-fixtures.ts'
import { deliverMessages, lastMessageTo, signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp({ devOutbox: true })
type Headers = Record<string, string>
type Seat = { ID: string; Code: string | null; ShortCode: string | null }
type Bought = { ID: string; Items: Seat[] }

const post = (url: string, payload: object, headers?: Headers) =>
  context.app.inject({ method: 'POST', url, payload, headers })
const get = (url: string, headers?: Headers) => context.app.inject({ url, headers })

let phone = 1713000000
async function buy(
  eventId: string,
  ticketId: string,
  quantity: number,
  FirstName = 'Karim',
): Promise<Bought> {
  phone += 1
  const bought = await post('/api/purchase', {
    EventID: eventId,
    Tickets: [{ TicketID: ticketId, Quantity: quantity }],
    PaymentMethod: 'free',
    Buyer: { FirstName, Phone: `0${phone}` },
  })
  if (bought.statusCode !== 200) throw new Error(bought.body)
  return bought.json()
}

async function staffOf(accountId: string) {
  const staff = await signedInUser(context.app, { FirstName: 'Door', LastName: 'Khan' })
  await context.database.db
    .insert(accountMembers)
    .values({ accountId, userId: staff.user.ID, role: 'collaborator' })
  return staff
}

async function freeEvent(
  capacity = 50,
  bn: { Section: string | null; Category: string | null } | null = null,
) {
  const { event, ticket, account } = await eventOnSale(context.database.db, { price: 0, capacity, bn })
  return { event, ticket, account, staff: await staffOf(account.id) }
}

const shortOf = (seat: Seat | undefined) => {
  if (!seat?.ShortCode) throw new Error('no short code')
  return seat.ShortCode
}
/** How a door worker types it: lower case, with a dash and a space. */
const typedLoosely = (code: string) => `${code.slice(0, 4).toLowerCase()}- ${code.slice(4)}`
const admitByCode = (eventId: string, Code: string, headers: Headers) =>
  post(`/api/checkin/event/${eventId}/code`, { Code }, headers)

describe('short codes on tickets', () => {
  it('gives every seat its own 8-character code without look-alikes, also when many buy at once', async () => {
    const { event, ticket } = await freeEvent(400)
    const bought = await Promise.all(Array.from({ length: 40 }, () => buy(event.id, ticket.id, 5)))
    const codes = bought.flatMap((purchase) => purchase.Items.map(shortOf))
    expect(codes).toHaveLength(200)
    expect(new Set(codes).size).toBe(200)
    const valid = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`)
    expect(codes.every((code) => valid.test(code))).toBe(true)
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[0125OILSZBU]/)
  })

  it('sends the short codes in the confirmation SMS', async () => {
    const { event, ticket } = await freeEvent()
    const bought = await buy(event.id, ticket.id, 2)
    await deliverMessages(context.app)
    const sms = await lastMessageTo(context.app, `+880${phone}`)
    for (const seat of bought.Items) {
      const code = shortOf(seat)
      expect(sms?.body).toContain(`${code.slice(0, 4)}-${code.slice(4)}`)
    }
  })
})

describe('POST /checkin/event/{eventId}/code', () => {
  it('lets a seat in by its short code typed loosely, once; the second time says when', async () => {
    const { event, ticket, staff } = await freeEvent()
    const bought = await buy(event.id, ticket.id, 2, 'Rahima')
    const [seat, other] = bought.Items
    const admitted = await admitByCode(event.id, typedLoosely(shortOf(seat)), staff.headers)
    expect(admitted.statusCode).toBe(200)
    expect(admitted.json()).toMatchObject({
      ID: seat?.ID,
      Name: 'Rahima',
      Status: 'valid',
      CheckedInBy: 'Door Khan',
    })
    const again = await admitByCode(event.id, shortOf(seat), staff.headers)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'ALREADY_CHECKED_IN' })
    const [row] = await context.database.db
      .select({ at: purchaseItems.checkedInAt })
      .from(purchaseItems)
      .where(eq(purchaseItems.id, other?.ID ?? ''))
    expect(row?.at).toBeNull()
  })

  it("refuses a code that is no ticket, and another event's ticket", async () => {
    const { event, staff } = await freeEvent()
    const elsewhere = await freeEvent()
    const theirs = await buy(elsewhere.event.id, elsewhere.ticket.id, 1)
    const wrong = await admitByCode(event.id, shortOf(theirs.Items[0]), staff.headers)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().$codes.Code).toMatchObject({ code: 'TICKET_NOT_FOR_EVENT' })
    const made = await admitByCode(event.id, 'AAAA-AAAA', staff.headers)
    expect(made.statusCode).toBe(400)
    expect(made.json().$codes.Code).toMatchObject({ code: 'NOT_A_TICKET' })
    expect((await admitByCode(event.id, 'a\u0000', staff.headers)).statusCode).toBe(400)
  })

  it("refuses a voided sale's short code, and hides the codes once voided", async () => {
    const { app } = context
    const { owner, event } = await organizerWithEvent(app, { account: { EnableCashSell: true } })
    const ticket = await createTicket(app, owner, event.id, { Price: 500, Capacity: 10 })
    const seller = await signedInUser(app, { FirstName: 'Rahim' })
    await addToTeam(app, owner, event.accountId, seller, 'collaborator')
    const sale = (
      await send(app, seller, 'POST', '/purchase/cash', {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.ID, Quantity: 1 }],
        Bundles: [],
        Buyer: { FirstName: 'Karim' },
      })
    ).json() as Bought
    const code = shortOf(sale.Items[0])
    const voided = await send(app, owner, 'POST', `/purchase/${sale.ID}/void`, {})
    expect(voided.json().Items[0].ShortCode).toBeNull()
    const refused = await admitByCode(event.id, code, seller.headers)
    expect(refused.statusCode).toBe(400)
    const found = await get(`/api/checkin/event/${event.id}/search?q=${code}`, seller.headers)
    expect(found.json().Items).toMatchObject([{ ShortCode: code, Status: 'void', CheckedInAt: null }])
  })

  it("refuses another organization's organizer and anonymous callers", async () => {
    const { event, ticket } = await freeEvent()
    const code = shortOf((await buy(event.id, ticket.id, 1)).Items[0])
    const stranger = await signedInUser(context.app)
    const theirs = await freeEvent()
    await context.database.db
      .insert(accountMembers)
      .values({ accountId: theirs.account.id, userId: stranger.user.ID, role: 'organizer' })
    expect((await admitByCode(event.id, code, stranger.headers)).statusCode).toBe(403)
    expect((await admitByCode(event.id, code, {})).statusCode).toBe(401)
    const search = await get(`/api/checkin/event/${event.id}/search?q=Karim`, stranger.headers)
    expect(search.statusCode).toBe(403)
  })
})

describe('GET /checkin/event/{eventId}/search', () => {
  it('finds seats by first name, last digits of the phone or short code, never showing the QR code', async () => {
    const { event, ticket, staff } = await freeEvent()
    const rahima = await buy(event.id, ticket.id, 2, 'Rahima')
    const rahimaPhone = String(phone)
    await buy(event.id, ticket.id, 1, 'Salma')
    const search = async (q: string) =>
      (await get(`/api/checkin/event/${event.id}/search?q=${encodeURIComponent(q)}`, staff.headers)).json()

    const byName = await search('rahi')
    expect(byName.Total).toBe(2)
    expect(byName.Items[0]).toEqual({
      ID: expect.any(String),
      ShortCode: expect.any(String),
      Name: 'Rahima',
      PhoneEnd: rahimaPhone.slice(-3),
      Section: 'General',
      Category: 'Adult',
      Status: 'valid',
      CheckedInAt: null,
      CheckedInBy: null,
    })
    expect(JSON.stringify(byName)).not.toContain('M1.')
    expect(JSON.stringify(byName)).not.toContain(rahimaPhone)

    expect((await search(rahimaPhone.slice(-4))).Total).toBe(2)
    // A Bengali keyboard types Bengali digits.
    const bengali = rahimaPhone.slice(-4).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d)
    expect((await search(bengali)).Total).toBe(2)
    const code = shortOf(rahima.Items[1])
    expect((await search(typedLoosely(code))).Items).toMatchObject([{ ID: rahima.Items[1]?.ID }])
    expect((await search('Nobody')).Total).toBe(0)
    // A seat already in comes after those still to come in.
    const admitted = await admitByCode(event.id, shortOf(rahima.Items[0]), staff.headers)
    expect(admitted.statusCode).toBe(200)
    expect((await search('Rahima')).Items.map((seat: Seat) => seat.ID)).toEqual([
      rahima.Items[1]?.ID,
      rahima.Items[0]?.ID,
    ])
    const paged = await get(`/api/checkin/event/${event.id}/search?q=rahi&PageSize=1&Page=2`, staff.headers)
    expect(paged.json()).toMatchObject({ Total: 2, Items: [{ Name: 'Rahima' }] })
    expect((await get(`/api/checkin/event/${event.id}/search?q=`, staff.headers)).statusCode).toBe(400)
  })
})

describe('the door list and the offline sync with short codes', () => {
  it("carries each seat's short code, first name and phone's last digits; a sync by short code admits only its own seat", async () => {
    const { event, ticket, staff } = await freeEvent()
    const bought = await buy(event.id, ticket.id, 2, 'Karim')
    const list = (await get(`/api/checkin/event/${event.id}`, staff.headers)).json()
    const [first, second] = bought.Items as [Seat, Seat]
    expect(list.Seats).toContainEqual(
      expect.objectContaining({
        ID: first.ID,
        ShortCode: first.ShortCode,
        Name: 'Karim',
        PhoneEnd: String(phone).slice(-3),
      }),
    )
    const at = new Date().toISOString()
    // A forged scan: one seat's ID with another seat's short code.
    const forged = await post(
      '/api/checkin/sync',
      { EventID: event.id, Scans: [{ ItemID: second.ID, ShortCode: first.ShortCode, ScannedAt: at }] },
      staff.headers,
    )
    expect(forged.json().Results).toMatchObject([{ ItemID: second.ID, Result: 'invalid' }])
    const synced = await post(
      '/api/checkin/sync',
      {
        EventID: event.id,
        Scans: [{ ItemID: first.ID, ShortCode: typedLoosely(shortOf(first)), ScannedAt: at }],
      },
      staff.headers,
    )
    expect(synced.json().Results).toMatchObject([{ ItemID: first.ID, Result: 'checked-in' }])
    const rows = await context.database.db
      .select({ id: purchaseItems.id, at: purchaseItems.checkedInAt })
      .from(purchaseItems)
      .where(inArray(purchaseItems.id, [first.ID, second.ID]))
    expect(rows.find((row) => row.id === first.ID)?.at).not.toBeNull()
    expect(rows.find((row) => row.id === second.ID)?.at).toBeNull()
    // No proof at all is refused too.
    const bare = await post(
      '/api/checkin/sync',
      { EventID: event.id, Scans: [{ ItemID: second.ID, ScannedAt: at }] },
      staff.headers,
    )
    expect(bare.json().Results).toMatchObject([{ Result: 'invalid' }])
    void purchases
  })
})

describe('a door in Bengali', () => {
  it("carries the ticket's Bengali names on the list, the search, a typed code's admission and a scan's answer; none for a ticket without", async () => {
    const { event, ticket, staff } = await freeEvent(50, { Section: 'গ্যালারি', Category: null })
    const english = await anotherTicket(context.database.db, event.id, { price: 0 })
    const [named] = (await buy(event.id, ticket.id, 1, 'Rahima')).Items as [Seat]
    const [plain] = (await buy(event.id, english.id, 1, 'Salma')).Items as [Seat]
    const bn = { Section: 'গ্যালারি', Category: null }

    // The offline list: a door in Bengali admits by it with the network gone.
    const list = (await get(`/api/checkin/event/${event.id}`, staff.headers)).json()
    const listed = (id: string) => list.Seats.find((seat: Seat) => seat.ID === id)
    expect(listed(named.ID)).toMatchObject({ Section: 'General', Category: 'Adult', Bn: bn })
    expect(listed(plain.ID)).toMatchObject({ Section: 'Balcony', Category: 'Adult' })
    expect(listed(plain.ID)).not.toHaveProperty('Bn')

    const found = (await get(`/api/checkin/event/${event.id}/search?q=Rahima`, staff.headers)).json()
    expect(found.Items).toMatchObject([{ ID: named.ID, Bn: bn }])
    const admitted = await admitByCode(event.id, shortOf(named), staff.headers)
    expect(admitted.json()).toMatchObject({ ID: named.ID, Bn: bn })
    // The answer a door phone opens from a ticket's QR code with its camera app.
    const verified = await get(
      `/api/purchase/item/verify/${plain.ID}?code=${encodeURIComponent(plain.Code ?? '')}`,
      staff.headers,
    )
    expect(verified.json().Item).toMatchObject({ ID: plain.ID, Section: 'Balcony', Bn: null })
    const verifiedNamed = await get(
      `/api/purchase/item/verify/${named.ID}?code=${encodeURIComponent(named.Code ?? '')}`,
      staff.headers,
    )
    expect(verifiedNamed.json().Item).toMatchObject({ ID: named.ID, Bn: bn })
  })
})
