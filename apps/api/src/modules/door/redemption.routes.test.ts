import { randomUUID } from 'node:crypto'
import { type ErrorCode, errorText } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { accounts, events, purchases } from '../../db/schema.ts'
import { ticketCode } from '../../lib/ticket-code.ts'
import { createTicket, organizerWithEvent, send } from '../../testing/catalog-fixtures.ts'
import { authHeaders, signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

const context = useTestApp()

/** A field-error body: the catalog's words, and the code under `$codes`. */
const refused = (field: string, code: ErrorCode) => ({
  [field]: errorText(code),
  $codes: { [field]: { code } },
})
const TICKET_NOT_VALID = refused('Code', 'NOT_A_TICKET')

type Seat = { ID: string; Code: string }

/** An organization with collectibles on, a published event whose free ticket carries a T-shirt, one seat bought. */
async function seatWithTShirt() {
  const app = context.app
  const { owner, account, event } = await organizerWithEvent(app, { account: { EnableCollectibles: true } })
  const collectible = async (Name: string) =>
    (await send(app, owner, 'POST', '/collectible', { EventID: event.id, Name })).json() as { ID: string }
  const tShirt = await collectible('Festival T-shirt')
  const cap = await collectible('Cap')
  const ticket = await createTicket(app, owner, event.id, {
    Price: 0,
    Collectibles: [{ ID: tShirt.ID }],
    Bn: { Section: 'গ্যালারি' },
  })
  const bought = await send(app, undefined, 'POST', '/purchase', {
    EventID: event.id,
    Tickets: [{ TicketID: ticket.ID, Quantity: 1 }],
    PaymentMethod: 'free',
    Buyer: { FirstName: 'Rina', Phone: '01712345678' },
  })
  if (bought.statusCode !== 200) throw new Error(`purchase failed: ${bought.body}`)
  const purchase = bought.json() as { ID: string; Items: Seat[] }
  const seat = purchase.Items[0] as Seat
  const buyer = authHeaders(bought.json())
  return { owner, account, event, tShirt, cap, seat, purchaseId: purchase.ID, buyer }
}

const redeemAs = (person: Person | undefined, seat: Seat, CollectibleID: string, Code = seat.Code) =>
  send(context.app, person, 'POST', '/redemption', { PurchaseItemID: seat.ID, CollectibleID, Code })

const scanAs = (person: Person, eventId: string, seat: Seat, code = seat.Code) =>
  send(
    context.app,
    person,
    'GET',
    `/redemption/ticket?eventId=${eventId}&itemId=${seat.ID}&code=${encodeURIComponent(code)}`,
  )

describe('redeeming a collectible', () => {
  it('hands nothing over for a code passed on to someone else: only the new holder collects', async () => {
    const { owner, event, tShirt, seat, buyer } = await seatWithTShirt()
    await context.app.database.db
      .update(events)
      .set({ transfersEnabled: true })
      .where(eq(events.id, event.id))
    const passed = await context.app.inject({
      method: 'POST',
      url: `/api/purchase/item/${seat.ID}/transfer`,
      headers: buyer,
      payload: { FirstName: 'Mita', Phone: '01711000222' },
    })
    expect(passed.statusCode).toBe(200)
    const old = await redeemAs(owner, seat, tShirt.ID)
    expect(old.statusCode).toBe(400)
    expect(old.json()).toMatchObject(TICKET_NOT_VALID)
    const moved = passed.json().ID as string
    const code = await ticketCode(context.app.database.db, moved, event.id)
    expect((await redeemAs(owner, { ID: moved, Code: code }, tShirt.ID)).statusCode).toBe(200)
  })

  it('hands a T-shirt over once and says when it was, the second time', async () => {
    const { owner, event, tShirt, seat } = await seatWithTShirt()
    const scanned = await scanAs(owner, event.id, seat)
    expect(scanned.statusCode).toBe(200)
    expect(scanned.json()).toEqual({
      ItemID: seat.ID,
      Section: 'Gallery',
      Category: 'Regular',
      // A redeem screen in Bengali names the ticket in Bengali, the category in English where none was written.
      Bn: { Section: 'গ্যালারি', Category: null },
      FirstName: 'Rina',
      Collectibles: [
        { ID: tShirt.ID, Name: 'Festival T-shirt', Description: null, RedeemedAt: null, RedeemedBy: null },
      ],
    })

    const first = await redeemAs(owner, seat, tShirt.ID)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      CollectibleID: tShirt.ID,
      CollectibleName: 'Festival T-shirt',
      PurchaseItemID: seat.ID,
      Section: 'Gallery',
      Bn: { Section: 'গ্যালারি', Category: null },
      RedeemedBy: 'Nusrat Jahan',
    })
    const second = await redeemAs(owner, seat, tShirt.ID)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'ALREADY_REDEEMED', params: { time: expect.any(String) } })
    expect(second.json().message).toMatch(/^Already redeemed at \d{1,2} \w{3} \d{4} \d{1,2}:\d{2} [AP]M$/)

    const again = (await scanAs(owner, event.id, seat)).json()
    expect(again.Collectibles[0]).toMatchObject({
      RedeemedAt: first.json().RedeemedAt,
      RedeemedBy: 'Nusrat Jahan',
    })
    const list = await send(context.app, owner, 'GET', `/redemption?eventId=${event.id}`)
    expect(list.json()).toEqual({ Items: [first.json()], Total: 1 })
  })

  it('refuses a collectible that is not on the ticket', async () => {
    const { owner, cap, seat } = await seatWithTShirt()
    const notOnIt = await redeemAs(owner, seat, cap.ID)
    expect(notOnIt.statusCode).toBe(400)
    expect(notOnIt.json()).toEqual(refused('CollectibleID', 'COLLECTIBLE_NOT_ON_TICKET'))
    const unknown = await redeemAs(owner, seat, randomUUID())
    expect(unknown.json()).toEqual(refused('CollectibleID', 'COLLECTIBLE_NOT_ON_TICKET'))
  })

  it('refuses a forged code, a code of another seat, a refunded purchase and a ticket of another event', async () => {
    const { owner, event, tShirt, seat, purchaseId } = await seatWithTShirt()
    const forged = seat.Code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await redeemAs(owner, seat, tShirt.ID, forged)).json()).toEqual(TICKET_NOT_VALID)
    expect((await scanAs(owner, event.id, seat, forged)).json()).toEqual(TICKET_NOT_VALID)
    const elsewhere = { ...seat, ID: randomUUID() }
    expect((await redeemAs(owner, elsewhere, tShirt.ID)).json()).toEqual(TICKET_NOT_VALID)
    expect((await redeemAs(owner, seat, tShirt.ID, 'rubbish')).statusCode).toBe(400)

    const other = await seatWithTShirt()
    const foreign = await scanAs(owner, event.id, other.seat)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toEqual(refused('Code', 'TICKET_NOT_FOR_EVENT'))

    await context.database.db
      .update(purchases)
      .set({ status: 'refunded' })
      .where(eq(purchases.id, purchaseId))
    const refunded = await redeemAs(owner, seat, tShirt.ID)
    expect(refunded.statusCode).toBe(400)
    expect(refunded.json()).toEqual(TICKET_NOT_VALID)
    expect((await scanAs(owner, event.id, seat)).json()).toEqual(TICKET_NOT_VALID)
  })

  it('refuses bad input with 400, never 500', async () => {
    const { owner, tShirt, seat } = await seatWithTShirt()
    const nul = await redeemAs(owner, seat, tShirt.ID, `${seat.Code}\u0000`)
    expect(nul.statusCode).toBe(400)
    const empty = await redeemAs(owner, seat, tShirt.ID, '')
    expect(empty.json()).toMatchObject({ Code: 'Value is required' })
    const wrongTypes = await send(context.app, owner, 'POST', '/redemption', {
      PurchaseItemID: 12,
      CollectibleID: 'x',
      Code: 'y'.repeat(5000),
    })
    expect(wrongTypes.statusCode).toBe(400)
    const query = await send(context.app, owner, 'GET', '/redemption?eventId=nope&Page=99999999999999')
    expect(query.statusCode).toBe(400)
  })
})

describe('who may redeem', () => {
  it('lets a collaborator redeem and list, and refuses an organizer of another organization', async () => {
    const { owner, account, event, tShirt, seat } = await seatWithTShirt()
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    expect((await scanAs(collaborator, event.id, seat)).statusCode).toBe(200)
    expect((await redeemAs(collaborator, seat, tShirt.ID)).statusCode).toBe(200)
    const list = await send(context.app, collaborator, 'GET', `/redemption?eventId=${event.id}`)
    expect(list.json().Total).toBe(1)

    const outsider = (await organizerWithEvent(context.app, { account: { EnableCollectibles: true } })).owner
    expect([403, 404]).toContain((await redeemAs(outsider, seat, tShirt.ID)).statusCode)
    expect([403, 404]).toContain((await scanAs(outsider, event.id, seat)).statusCode)
    const theirList = await send(context.app, outsider, 'GET', `/redemption?eventId=${event.id}`)
    expect([403, 404]).toContain(theirList.statusCode)
  })

  it('asks an anonymous caller to sign in', async () => {
    const { event, tShirt, seat } = await seatWithTShirt()
    expect((await redeemAs(undefined, seat, tShirt.ID)).statusCode).toBe(401)
    expect((await send(context.app, undefined, 'GET', `/redemption?eventId=${event.id}`)).statusCode).toBe(
      401,
    )
  })

  it('refuses while collectibles are off or the event is unpublished', async () => {
    const db = context.database.db
    const { owner, account, event, tShirt, seat } = await seatWithTShirt()
    await db.update(accounts).set({ enableCollectibles: false }).where(eq(accounts.id, account.ID))
    const off = await redeemAs(owner, seat, tShirt.ID)
    expect(off.statusCode).toBe(409)
    expect(off.json()).toEqual({ code: 'COLLECTIBLES_DISABLED', message: errorText('COLLECTIBLES_DISABLED') })
    expect((await scanAs(owner, event.id, seat)).statusCode).toBe(409)

    await db.update(accounts).set({ enableCollectibles: true }).where(eq(accounts.id, account.ID))
    await db.update(events).set({ publishedAt: null }).where(eq(events.id, event.id))
    const unpublished = await redeemAs(owner, seat, tShirt.ID)
    expect(unpublished.statusCode).toBe(409)
    expect(unpublished.json()).toEqual({
      code: 'REDEEM_NEEDS_PUBLISHED',
      message: errorText('REDEEM_NEEDS_PUBLISHED'),
    })
  })
})

// Two phones at one table: PGlite has one connection and cannot race, so this needs TEST_DATABASE_URL.
describe.skipIf(!onPostgres)('two taps at once', () => {
  it('hands the T-shirt over exactly once when ten phones redeem it together', async () => {
    const { owner, event, tShirt, seat } = await seatWithTShirt()
    // A second app on its own connection pool, as a second server instance would be.
    const database = await openDatabase({ url: context.database.url })
    const second = await buildApp(testConfig(), { database })
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : context.app).inject({
            method: 'POST',
            url: '/api/redemption',
            headers: owner.headers,
            payload: { PurchaseItemID: seat.ID, CollectibleID: tShirt.ID, Code: seat.Code },
          }),
        ),
      )
      const statuses = answers.map((answer) => answer.statusCode).sort()
      expect(statuses).toEqual([200, ...Array(9).fill(409)])
      const list = await send(context.app, owner, 'GET', `/redemption?eventId=${event.id}`)
      expect(list.json().Total).toBe(1)
    } finally {
      await second.close()
      await database.close()
    }
  })
})
