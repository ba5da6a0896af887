import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, bankAccounts, claims, performers, purchases } from '../../db/schema.ts'
import { insertEvent } from '../../testing/catalog-fixtures.ts'
import {
  authHeaders,
  deliverMessages,
  login,
  PASSWORD,
  randomIp,
  signedInUser,
} from '../../testing/identity-fixtures.ts'
import { buyOnline, sellingOrganization } from '../../testing/money-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'

// Listening, so refunds reach the bundled bKash sandbox over HTTP; the dev outbox shows the mail sent.
const context = useListeningTestApp({ superuserPassword: 'Moderate2026x', devOutbox: true })
let superuser: Record<string, string>
type Mail = { to: string; subject: string; body: string }

const act = (url: string, payload: Record<string, unknown> = {}, method: 'POST' | 'PUT' = 'POST') =>
  context.app.inject({ method, url: `/api/superuser${url}`, headers: superuser, payload })
const list = async (area: string, search: string) =>
  (
    await context.app.inject({
      url: `/api/superuser/${area}?Search=${encodeURIComponent(search)}`,
      headers: superuser,
    })
  ).json()
const auditOf = (targetId: string) =>
  context.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))

beforeAll(async () => {
  superuser = authHeaders(await login(context.app, 'superuser', 'Moderate2026x'))
})

describe('banning', () => {
  it('ends every session of the person, says so at login, and logs one row however often it is asked', async () => {
    const person = await signedInUser(context.app, { Email: `banned${Date.now()}@example.com` })
    const banned = await act(`/users/${person.user.ID}/ban`, { Reason: 'Resold tickets' })
    expect(banned.statusCode, banned.body).toBe(200)
    expect(banned.json()).toMatchObject({ ID: person.user.ID, BannedAt: expect.any(String) })
    expect((await act(`/users/${person.user.ID}/ban`, { Reason: 'Again' })).statusCode).toBe(200)

    const me = await context.app.inject({ url: '/api/user/me', headers: person.headers })
    expect(me.statusCode).toBe(401)
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { Username: person.user.Username, Password: PASSWORD },
    })
    expect(signIn.statusCode).toBe(403)
    expect(signIn.json()).toMatchObject({ code: 'BANNED', message: 'This account is blocked' })
    // A wrong password still says only that the credentials are wrong.
    const guess = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { Username: person.user.Username, Password: 'Wrong2026x' },
    })
    expect(guess.statusCode).toBe(400)

    const rows = await auditOf(person.user.ID)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'user.ban', targetType: 'user', reason: 'Resold tickets' })
    expect(JSON.parse(rows[0]?.before ?? '')).toEqual({ BannedAt: null })

    expect((await act(`/users/${person.user.ID}/unban`)).json()).toMatchObject({ BannedAt: null })
    await expect(login(context.app, person.user.Username)).resolves.toBeTruthy()
    expect((await auditOf(person.user.ID)).map((row) => row.action)).toEqual(['user.ban', 'user.unban'])
  })

  it('never bans the superuser', async () => {
    const [me] = (await list('users', 'superuser')).Items
    const response = await act(`/users/${me.ID}/ban`, { Reason: 'Oops' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'CANNOT_BAN_SUPERUSER' })
  })
})

describe('organizations, performers and events', () => {
  it('verifies an organization, so its events reach the verified feed', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner, { Name: 'Verified Stage' })
    const event = await insertEvent(context.database.db, account.ID, { title: 'Nazrul Sondha' })
    const feed = async () =>
      (await context.app.inject({ url: '/api/event/feed?Verified=1&Search=Nazrul' })).json().Items
    expect(await feed()).toHaveLength(0)
    expect((await act(`/organizations/${account.ID}/verify`)).json()).toMatchObject({ Verified: true })
    expect((await feed()).map((item: { ID: string }) => item.ID)).toEqual([event.id])
    expect((await act(`/organizations/${account.ID}/unverify`)).json()).toMatchObject({ Verified: false })
    expect(await feed()).toHaveLength(0)
    expect((await auditOf(account.ID)).map((row) => [row.before, row.after])).toEqual([
      ['{"Verified":false}', '{"Verified":true}'],
      ['{"Verified":true}', '{"Verified":false}'],
    ])
  })

  it("hides a performer's page and shows it again", async () => {
    const [performer] = await context.database.db
      .insert(performers)
      .values({ firstName: 'Hidden', lastName: 'Singer' })
      .returning()
    if (!performer) throw new Error('no performer')
    expect((await act(`/performers/${performer.id}/hide`)).json().HiddenAt).toEqual(expect.any(String))
    expect((await context.app.inject({ url: `/api/performer/${performer.id}` })).statusCode).toBe(404)
    expect((await act(`/performers/${performer.id}/unhide`)).json().HiddenAt).toBeNull()
    expect((await context.app.inject({ url: `/api/performer/${performer.id}` })).statusCode).toBe(200)
  })

  it('takes an event down with a reason the owner is e-mailed, and restores it', async () => {
    const email = `organizer${Date.now()}@example.com`
    const owner = await signedInUser(context.app, { Email: email })
    const account = await createOrganization(context.app, owner)
    const event = await insertEvent(context.database.db, account.ID, { title: 'Fake Concert' })
    expect((await act(`/events/${event.id}/unpublish`, {})).statusCode).toBe(400)
    const down = await act(`/events/${event.id}/unpublish`, { Reason: 'Misleading lineup' })
    expect(down.json()).toMatchObject({ HiddenAt: expect.any(String), HiddenReason: 'Misleading lineup' })
    expect((await context.app.inject({ url: `/api/event/${event.id}` })).statusCode).toBe(404)
    await deliverMessages(context.app)
    const outbox = (await context.app.inject({ url: '/dev/outbox.json' })).json() as Mail[]
    const mail = outbox.find((message) => message.to === email && message.subject.includes('Fake Concert'))
    expect(mail?.subject).toBe('Your event was taken down: Fake Concert')
    expect(mail?.body).toContain('Misleading lineup')

    const back = await act(`/events/${event.id}/restore`)
    expect(back.json()).toMatchObject({ HiddenAt: null, HiddenReason: null })
    expect((await context.app.inject({ url: `/api/event/${event.id}` })).statusCode).toBe(200)
    expect((await auditOf(event.id)).map((row) => row.action)).toEqual(['event.unpublish', 'event.restore'])
  })
})

describe('money', () => {
  it('refunds a purchase once, however often it is asked', async () => {
    const { event, ticket } = await sellingOrganization(context.app)
    const bought = await buyOnline(context.app, event.id, ticket.id, 2)
    const first = await act(`/purchases/${bought.ID}/refund`, { Reason: 'Event moved' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ Status: 'refunded', RefundedAt: expect.any(String), Total: 1000 })
    expect((await act(`/purchases/${bought.ID}/refund`, { Reason: 'Event moved' })).statusCode).toBe(200)
    const rows = await auditOf(bought.ID)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'purchase.refund', reason: 'Event moved' })
    const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
    expect(row?.status).toBe('refunded')
  })

  it('approves a claim, marks it paid, and logs each step once', async () => {
    const { owner, account, event, ticket, bank } = await sellingOrganization(context.app)
    await buyOnline(context.app, event.id, ticket.id, 1)
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/claim',
      headers: owner.headers,
      payload: { AccountID: account.ID, BankAccountID: bank.ID, Amount: 300 },
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const claimId = asked.json().ID as string
    expect((await list('claims', claimId)).Items[0]).toMatchObject({
      Status: 'requested',
      Amount: 300,
      BankAccount: { AccountNumber: '1501204455667788' },
    })
    expect((await act(`/claims/${claimId}/paid`)).statusCode).toBe(409)
    expect((await act(`/claims/${claimId}/approve`)).json()).toMatchObject({ Status: 'approved' })
    expect((await act(`/claims/${claimId}/approve`)).json()).toMatchObject({ Status: 'approved' })
    expect((await act(`/claims/${claimId}/paid`)).json()).toMatchObject({ Status: 'paid' })
    expect((await auditOf(claimId)).map((row) => row.action)).toEqual(['claim.approve', 'claim.paid'])
  })

  it('rejects a claim only with a reason', async () => {
    const { owner, account, event, ticket, bank } = await sellingOrganization(context.app)
    await buyOnline(context.app, event.id, ticket.id, 1)
    const asked = await context.app.inject({
      method: 'POST',
      url: '/api/claim',
      headers: owner.headers,
      payload: { AccountID: account.ID, BankAccountID: bank.ID, Amount: 100 },
    })
    const claimId = asked.json().ID as string
    expect((await act(`/claims/${claimId}/reject`)).statusCode).toBe(400)
    const rejected = await act(`/claims/${claimId}/reject`, { Reason: 'Wrong bank account' })
    expect(rejected.json()).toMatchObject({ Status: 'rejected', Reason: 'Wrong bank account' })
    const [row] = await context.database.db.select().from(claims).where(eq(claims.id, claimId))
    expect(row?.status).toBe('rejected')
  })

  it('corrects a bank account, keeping the old details in the log', async () => {
    const { bank } = await sellingOrganization(context.app)
    const correction = {
      BankName: 'BRAC Bank',
      BranchName: 'Banani',
      AccountName: 'Dhaka Live',
      AccountNumber: '1501204455667799',
      Reason: 'Branch and number misspelt',
    }
    const corrected = await act(`/bank-accounts/${bank.ID}`, correction, 'PUT')
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json()).toMatchObject({ BranchName: 'Banani', AccountNumber: '1501204455667799' })
    expect((await act(`/bank-accounts/${bank.ID}`, correction, 'PUT')).statusCode).toBe(200)
    const [row] = await context.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, bank.ID))
    expect(row?.branchName).toBe('Banani')
    const rows = await auditOf(bank.ID)
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]?.before ?? '')).toEqual({
      BranchName: 'Gulshan',
      AccountNumber: '1501204455667788',
    })
    expect(rows[0]?.reason).toBe('Branch and number misspelt')
    const blank = await act(`/bank-accounts/${bank.ID}`, { ...correction, Reason: ' ' }, 'PUT')
    expect(blank.statusCode).toBe(400)
  })
})

describe('the lists and the audit log', () => {
  it('finds people by name, username, e-mail, phone or ID, newest first, paged', async () => {
    const tag = `find${Date.now()}`
    const older = await signedInUser(context.app, { FirstName: 'Karim', Email: `${tag}a@example.com` })
    const newer = await signedInUser(context.app, { FirstName: 'Karim', Email: `${tag}b@example.com` })
    const found = await list('users', tag)
    expect(found.Total).toBe(2)
    expect(found.Items.map((user: { ID: string }) => user.ID)).toEqual([newer.user.ID, older.user.ID])
    expect((await list('users', older.user.ID)).Items).toHaveLength(1)
    expect((await list('users', '100%_')).Total).toBe(0)
    const page = await context.app.inject({
      url: `/api/superuser/users?Search=${tag}&Page=2&PageSize=1`,
      headers: superuser,
    })
    expect(page.json()).toMatchObject({ Total: 2, Items: [{ ID: older.user.ID }] })
  })

  it('lists what was done, newest first, with who did it, searchable', async () => {
    const audit = await context.app.inject({
      url: '/api/superuser/audit?Search=user.ban',
      headers: superuser,
    })
    expect(audit.statusCode).toBe(200)
    const [entry] = audit.json().Items
    expect(entry).toMatchObject({ Actor: 'superuser', Action: 'user.ban', TargetType: 'user' })
    expect(audit.json().Total).toBeGreaterThan(0)
  })

  it('names each target by what people call it, not only its ID', async () => {
    const person = await signedInUser(context.app)
    expect((await act(`/users/${person.user.ID}/ban`, { Reason: 'Spam' })).statusCode).toBe(200)
    const audit = await context.app.inject({
      url: `/api/superuser/audit?Search=${person.user.ID}`,
      headers: superuser,
    })
    expect(audit.json().Items).toMatchObject([
      { TargetType: 'user', TargetID: person.user.ID, TargetName: person.user.Username },
    ])
  })
})
