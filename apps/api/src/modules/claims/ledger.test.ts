import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { events, jobs, ledgerEntries, tickets } from '../../db/schema.ts'
import { buyOnline, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { checkIn } from '../door/check-in.service.ts'
import { decideClaim } from './claim.service.ts'

// A 2.5 % platform fee, so every figure shows rounding to the poisha.
const context = useListeningTestApp({ platformFeePercent: 2.5 })

type Person = Awaited<ReturnType<typeof sellingOrganization>>['owner']

const balance = async (owner: Person, accountId: string) =>
  (
    await context.app.inject({ url: `/api/claim/balance?AccountID=${accountId}`, headers: owner.headers })
  ).json()

const claim = (owner: Person, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url: '/api/claim', headers: owner.headers, payload })

const refund = (owner: Person, purchaseId: string, payload: Record<string, unknown> = {}) =>
  context.app.inject({
    method: 'POST',
    url: `/api/purchase/${purchaseId}/refund`,
    headers: owner.headers,
    payload,
  })

/** Every figure straight from the entries, to compare with what the balance says. */
async function sumsOf(accountId: string) {
  const rows = await context.database.db
    .select({ kind: ledgerEntries.kind, total: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.kind)
  return Object.fromEntries(rows.map((row) => [row.kind, row.total / 100]))
}

describe('the ledger', () => {
  it('follows a purchase, a partial refund, the fee, a claim, its rejection and a claim again', async () => {
    const { owner, account, event, ticket, bank } = await sellingOrganization(context.app, 50000)
    const bought = await buyOnline(context.app, event.id, ticket.id, 2)

    expect(await balance(owner, account.ID)).toMatchObject({
      Gross: 1000,
      Refunded: 0,
      Fees: 25,
      Claimed: 0,
      Available: 975,
      FeePercent: 2.5,
      Events: [{ EventID: event.id, Title: 'Baul Night', Gross: 1000, Refunded: 0, Fees: 25, Net: 975 }],
    })

    const [first, second] = bought.Items
    if (!first || !second) throw new Error('two seats expected')
    const refunded = await refund(owner, bought.ID, { ItemIDs: [first.ID], Reason: 'Cannot come' })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(refunded.json()).toMatchObject({ Amount: 500, Status: 'done', ItemIDs: [first.ID] })
    expect(refunded.json().RefundTrxID).toMatch(/^[A-Z0-9]{10}$/)
    expect(refunded.json().Purchase.Status).toBe('paid')
    expect(await balance(owner, account.ID)).toMatchObject({
      Gross: 1000,
      Refunded: 500,
      Fees: 12.5,
      Available: 487.5,
    })
    const [row] = await context.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))
    expect(row?.sold).toBe(1)

    // The refunded seat no longer opens the door; the other one does.
    const staff = { id: owner.user.ID, username: owner.user.Username }
    await expect(checkIn(context.database.db, staff, first.ID, first.Code ?? '')).rejects.toMatchObject({
      fields: { Code: 'This ticket was refunded' },
    })
    await expect(checkIn(context.database.db, staff, second.ID, second.Code ?? '')).resolves.toBeDefined()

    const tooMuch = await claim(owner, { AccountID: account.ID, BankAccountID: bank.ID, Amount: 487.51 })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json()).toMatchObject({ code: 'OVER_AVAILABLE', message: 'You can claim at most ৳487.50' })

    const made = await claim(owner, { AccountID: account.ID, BankAccountID: bank.ID, Amount: 400 })
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json()).toMatchObject({
      Amount: 400,
      Status: 'requested',
      BankAccount: { BankName: 'BRAC Bank', AccountNumber: '•••• 7788' },
    })
    expect(await balance(owner, account.ID)).toMatchObject({ Claimed: 400, Available: 87.5 })

    const rejected = await decideClaim(
      context.database.db,
      made.json().ID,
      'reject',
      { id: owner.user.ID },
      'Wrong branch',
    )
    expect(rejected).toMatchObject({ Status: 'rejected', Reason: 'Wrong branch' })
    expect(await balance(owner, account.ID)).toMatchObject({ Claimed: 0, Available: 487.5 })

    const again = await claim(owner, { AccountID: account.ID, BankAccountID: bank.ID, Amount: 487.5 })
    expect(again.statusCode).toBe(200)
    await decideClaim(context.database.db, again.json().ID, 'approve', { id: owner.user.ID })
    const paid = await decideClaim(context.database.db, again.json().ID, 'paid', { id: owner.user.ID })
    expect(paid.Status).toBe('paid')
    await expect(
      decideClaim(context.database.db, again.json().ID, 'reject', { id: owner.user.ID }, 'late'),
    ).rejects.toMatchObject({ code: 'CLAIM_STATE' })

    const final = await balance(owner, account.ID)
    expect(final).toMatchObject({ Gross: 1000, Refunded: 500, Fees: 12.5, Claimed: 487.5, Available: 0 })
    const sums = await sumsOf(account.ID)
    expect(sums).toEqual({
      sale: 1000,
      fee: -25,
      refund: -500,
      'fee-refund': 12.5,
      claim: -887.5,
      'claim-reversal': 400,
    })
    expect(final.Available).toBe(Object.values(sums).reduce((a, b) => a + b, 0))

    const list = await context.app.inject({
      url: `/api/claim?AccountID=${account.ID}&Page=1`,
      headers: owner.headers,
    })
    expect(list.json()).toMatchObject({ Total: 2, Items: [{ Status: 'paid' }, { Status: 'rejected' }] })

    // The owner heard of every step: requested, rejected, requested, approved, paid.
    const mails = await context.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'send-email'), sql`${jobs.payload}->>'to' = ${owner.user.Email}`))
    const subjects = mails.map((job) => (job.payload as { subject: string }).subject)
    expect(subjects.filter((subject) => subject.startsWith('Claim')).sort()).toEqual(
      [
        'Claim of ৳400.00 received',
        'Claim of ৳400.00 rejected',
        'Claim of ৳487.50 received',
        'Claim of ৳487.50 approved',
        'Claim of ৳487.50 paid',
      ].sort(),
    )
  })

  it('gives back the whole fee when the last seat is refunded, whatever the rounding', async () => {
    const { owner, account, event, ticket } = await sellingOrganization(context.app, 3333)
    const bought = await buyOnline(context.app, event.id, ticket.id, 3)
    for (const item of bought.Items) {
      const answer = await refund(owner, bought.ID, { ItemIDs: [item.ID] })
      expect(answer.statusCode, answer.body).toBe(200)
    }
    expect(await balance(owner, account.ID)).toMatchObject({
      Gross: 99.99,
      Refunded: 99.99,
      Fees: 0,
      Available: 0,
    })
    const after = await context.app.inject({
      url: `/api/claim/balance?AccountID=${account.ID}`,
      headers: owner.headers,
    })
    expect(after.json().Events[0]).toMatchObject({ Net: 0 })
  })

  it('writes a statement per event as CSV, in Dhaka time', async () => {
    const { owner, account, event, ticket } = await sellingOrganization(context.app)
    await buyOnline(context.app, event.id, ticket.id, 1)
    const response = await context.app.inject({
      url: `/api/claim/statement?AccountID=${account.ID}&EventID=${event.id}&format=csv`,
      headers: owner.headers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('attachment')
    const lines = response.body.trim().split('\r\n')
    expect(lines[0]).toBe('Date (Dhaka),Kind,Event,Purchase,Claim,Amount (BDT)')
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['fee', 'sale'])
    expect(lines.find((line) => line.includes(',sale,'))).toMatch(/,500\.00$/)
  })

  it('writes a title a spreadsheet would run as a formula as text, and refunds as negative numbers', async () => {
    const { owner, account, event, ticket } = await sellingOrganization(context.app)
    const title = '-1+HYPERLINK("https://evil.example")'
    await context.database.db.update(events).set({ title }).where(eq(events.id, event.id))
    const bought = await buyOnline(context.app, event.id, ticket.id, 1)
    expect((await refund(owner, bought.ID)).statusCode).toBe(200)
    const response = await context.app.inject({
      url: `/api/claim/statement?AccountID=${account.ID}&EventID=${event.id}`,
      headers: owner.headers,
    })
    const rows = response.body.trim().split('\r\n').slice(1)
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) expect(row).toContain(`,"'-1+HYPERLINK(""https://evil.example"")",`)
    const amounts = rows.map((row) => row.split(',').at(-1))
    expect(amounts).toContain('-500.00')
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d\d$/)
  })

  it('leaves cash sales and free seats out', async () => {
    const { owner, account, event } = await sellingOrganization(context.app)
    const [free] = await context.database.db
      .insert(tickets)
      .values({ eventId: event.id, section: 'Free', category: 'Kids', price: 0, capacity: 10 })
      .returning()
    if (!free) throw new Error('no ticket')
    const taken = await context.app.inject({
      method: 'POST',
      url: '/api/purchase',
      payload: {
        EventID: event.id,
        Tickets: [{ TicketID: free.id, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: { FirstName: 'Rina', Phone: '01711000999' },
      },
    })
    expect(taken.json().Status).toBe('paid')
    expect(await balance(owner, account.ID)).toMatchObject({ Gross: 0, Available: 0, Events: [] })
  })
})
