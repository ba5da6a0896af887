import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ledgerEntries, purchaseRefunds } from '../../db/schema.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { buyOnline, sellingOrganization } from '../../testing/money-fixtures.ts'
import { addToTeam, createOrganization } from '../../testing/organization-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

const context = useListeningTestApp()

type Headers = Record<string, string>
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  context.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> })
const get = (url: string, headers: Headers = {}) => context.app.inject({ url, headers })

describe('refunds', () => {
  it('are made once, however often the same refund is sent', async () => {
    const { owner, event, ticket } = await sellingOrganization(context.app)
    const bought = await buyOnline(context.app, event.id, ticket.id, 3)
    const [first, second] = bought.Items
    if (!first || !second) throw new Error('seats expected')
    const RefundID = crypto.randomUUID()
    const url = `/api/purchase/${bought.ID}/refund`
    const answers = [
      await post(url, { ItemIDs: [first.ID], RefundID }, owner.headers),
      await post(url, { ItemIDs: [first.ID], RefundID }, owner.headers),
      // The same seats again without an ID: the same refund, not a second one.
      await post(url, { ItemIDs: [first.ID] }, owner.headers),
    ]
    for (const answer of answers) expect(answer.json()).toMatchObject({ ID: RefundID, Amount: 500 })
    // Two at once of another seat: one refund.
    const racing = await Promise.all([
      post(url, { ItemIDs: [second.ID] }, owner.headers),
      post(url, { ItemIDs: [second.ID] }, owner.headers),
    ])
    const ok = racing.filter((answer) => answer.statusCode === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    for (const answer of racing.filter((answer) => answer.statusCode !== 200))
      expect(answer.json().code).toBe('REFUND_IN_PROGRESS')
    // The rest, whole: the purchase ends refunded; asked again it answers the last refund.
    const rest = await post(url, {}, owner.headers)
    expect(rest.json()).toMatchObject({ Amount: 500, Purchase: { Status: 'refunded' } })
    const again = await post(url, {}, owner.headers)
    expect(again.json().ID).toBe(rest.json().ID)
    const rows = await context.database.db
      .select()
      .from(purchaseRefunds)
      .where(eq(purchaseRefunds.purchaseId, bought.ID))
    expect(rows.map((row) => row.status)).toEqual(['done', 'done', 'done'])
    const entries = await context.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, bought.ID))
    expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(3)
    const refundedAgain = await post(url, { ItemIDs: [first.ID, second.ID] }, owner.headers)
    expect(refundedAgain.json().code).toBe('REFUND_NOT_ALLOWED')
  })

  it('answers a bKash refusal with its reason and changes nothing', async () => {
    const { owner, event, ticket } = await sellingOrganization(context.app)
    const bought = await buyOnline(context.app, event.id, ticket.id, 1)
    // The money went back outside Mela (bKash's merchant panel): bKash refuses a second refund.
    const refunded = await post(`/api/purchase/${bought.ID}/refund`, {}, owner.headers)
    expect(refunded.statusCode).toBe(200)
    await context.database.db.delete(ledgerEntries).where(eq(ledgerEntries.reference, refunded.json().ID))
    await context.database.db.delete(purchaseRefunds).where(eq(purchaseRefunds.id, refunded.json().ID))
    const { purchases, purchaseItems } = await import('../../db/schema.ts')
    await context.database.db.update(purchases).set({ status: 'paid' }).where(eq(purchases.id, bought.ID))
    await context.database.db
      .update(purchaseItems)
      .set({ refundedAt: null, refundId: null })
      .where(eq(purchaseItems.purchaseId, bought.ID))
    const refused = await post(`/api/purchase/${bought.ID}/refund`, {}, owner.headers)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'REFUND_REFUSED' })
    expect(refused.json().message).toContain('bKash refused the refund')
    const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
    expect(row?.status).toBe('paid')
    // The seats the refund held are the buyer's again: they open the door.
    const seats = await context.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, bought.ID))
    expect(seats.map((seat) => seat.refundId)).toEqual([null])
  })
})

describe('who may touch the money', () => {
  it('lets the owner claim and refund; organizers, collaborators, other organizations and strangers are refused', async () => {
    const { owner, account, event, ticket, bank } = await sellingOrganization(context.app)
    const bought = await buyOnline(context.app, event.id, ticket.id, 2)
    const organizer = await signedInUser(context.app)
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, organizer, 'organizer')
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    const stranger = await signedInUser(context.app)
    await createOrganization(context.app, stranger)

    const claimBody = { AccountID: account.ID, BankAccountID: bank.ID, Amount: 10 }
    const refundUrl = `/api/purchase/${bought.ID}/refund`
    const [firstSeat] = bought.Items
    for (const person of [organizer, collaborator, stranger]) {
      expect((await post('/api/claim', claimBody, person.headers)).statusCode).toBe(403)
      expect((await get(`/api/claim?AccountID=${account.ID}`, person.headers)).statusCode).toBe(403)
      expect((await post(refundUrl, { ItemIDs: [firstSeat?.ID] }, person.headers)).statusCode).toBe(404)
    }
    expect((await get(`/api/claim/balance?AccountID=${account.ID}`, stranger.headers)).statusCode).toBe(403)
    expect((await get(`/api/claim/balance?AccountID=${account.ID}`, collaborator.headers)).statusCode).toBe(
      403,
    )
    // Organizers see the sales figures (sales_analytics_view), not claims.
    expect((await get(`/api/claim/balance?AccountID=${account.ID}`, organizer.headers)).statusCode).toBe(200)

    expect((await post('/api/claim', claimBody)).statusCode).toBe(401)
    expect((await get(`/api/claim/balance?AccountID=${account.ID}`)).statusCode).toBe(401)
    expect((await get(`/api/claim/statement?AccountID=${account.ID}`)).statusCode).toBe(401)
    expect((await post(refundUrl, {})).statusCode).toBe(401)

    expect((await post('/api/claim', claimBody, owner.headers)).statusCode).toBe(200)
    expect((await post(refundUrl, { ItemIDs: [firstSeat?.ID] }, owner.headers)).statusCode).toBe(200)

    // Another organization's bank account is not a place to claim into.
    const theirs = await sellingOrganization(context.app)
    const elsewhere = await post('/api/claim', { ...claimBody, BankAccountID: theirs.bank.ID }, owner.headers)
    expect(elsewhere.json()).toMatchObject({ code: 'BANK_ACCOUNT_NOT_FOUND' })
  })

  it('refuses bad input with 400, never 500', async () => {
    const { owner, account, bank, event, ticket } = await sellingOrganization(context.app)
    const bought = await buyOnline(context.app, event.id, ticket.id, 1)
    const base = { AccountID: account.ID, BankAccountID: bank.ID }
    for (const Amount of [-5, 0, 1e12, 'abc', '1.005', null, 'NaN'])
      expect((await post('/api/claim', { ...base, Amount }, owner.headers)).statusCode, String(Amount)).toBe(
        400,
      )
    expect(
      (await post('/api/claim', { ...base, AccountID: 'a\u0000b', Amount: 1 }, owner.headers)).statusCode,
    ).toBe(400)
    expect((await get(`/api/claim/balance?AccountID=%00`, owner.headers)).statusCode).toBe(400)
    expect((await get(`/api/claim?AccountID=${account.ID}&Page=1e12`, owner.headers)).statusCode).toBe(400)
    const url = `/api/purchase/${bought.ID}/refund`
    expect((await post(url, { Reason: 'late\u0000' }, owner.headers)).statusCode).toBe(400)
    expect((await post(url, { ItemIDs: ['nope'] }, owner.headers)).statusCode).toBe(400)
    expect((await post(url, { ItemIDs: [crypto.randomUUID()] }, owner.headers)).json()).toMatchObject({
      ItemIDs: 'Choose tickets of this purchase',
    })
    // A path ID that is not a UUID names nothing: 404, as everywhere else.
    expect((await post('/api/purchase/not-a-uuid/refund', {}, owner.headers)).statusCode).toBe(404)
  })
})
