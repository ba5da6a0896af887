import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { createSession } from '../../lib/sessions.ts'
import { authHeaders, login, signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp({ superuserPassword: 'Moderate2026x' })
const id = randomUUID()
const reason = { Reason: 'Spam' }

/** Every /superuser call, with a payload that would be valid for the superuser. */
const CALLS: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>][] = [
  ...['users', 'organizations', 'performers', 'events', 'purchases', 'claims', 'audit'].map(
    (area) => ['GET', `/api/superuser/${area}?Search=a&Page=1&PageSize=10`] as ['GET', string],
  ),
  ['POST', `/api/superuser/users/${id}/ban`, reason],
  ['POST', `/api/superuser/users/${id}/unban`, {}],
  ['POST', `/api/superuser/organizations/${id}/verify`, {}],
  ['POST', `/api/superuser/organizations/${id}/unverify`, {}],
  ['POST', `/api/superuser/performers/${id}/hide`, {}],
  ['POST', `/api/superuser/performers/${id}/unhide`, {}],
  ['POST', `/api/superuser/events/${id}/unpublish`, reason],
  ['POST', `/api/superuser/events/${id}/restore`, {}],
  ['POST', `/api/superuser/purchases/${id}/refund`, reason],
  ['POST', `/api/superuser/claims/${id}/approve`, {}],
  ['POST', `/api/superuser/claims/${id}/reject`, reason],
  ['POST', `/api/superuser/claims/${id}/paid`, {}],
  [
    'PUT',
    `/api/superuser/bank-accounts/${id}`,
    {
      BankName: 'BRAC',
      BranchName: 'Gulshan',
      AccountName: 'Dhaka Live',
      AccountNumber: '1501',
      Reason: 'Typo',
    },
  ],
]

type Call = (typeof CALLS)[number]
const nameOf = ([method, url]: Call) => `${method} ${url.replace(/\?.*/, '')}`

/** Every /superuser call of the OpenAPI document (other modules add theirs, e.g. recent errors), IDs filled in. */
async function documentedCalls(): Promise<Call[]> {
  const document = (await context.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/superuser'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => [method.toUpperCase(), `/api${path.replace(/\{\w+\}/g, id)}`, {}] as Call,
      ),
    )
}

/** The calls above, and any other documented one (with an empty payload). */
async function everyCall(): Promise<Call[]> {
  const known = new Set(CALLS.map(nameOf))
  return [...CALLS, ...(await documentedCalls()).filter((documented) => !known.has(nameOf(documented)))]
}

type Headers = Record<string, string>
const call = (headers: Headers, [method, url, payload]: Call) =>
  context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

/** A user made straight in the database (registration refuses names like these) with a session. */
async function insertedUser(username: string): Promise<Headers> {
  const db = context.database.db
  const [row] = await db.insert(users).values({ username, firstName: 'Look', kind: 'password' }).returning()
  if (!row) throw new Error('no user')
  return authHeaders({
    authToken: await createSession(db, row.id, { days: 1 }),
    user: { Username: username },
  })
}

describe('the superuser gate', () => {
  let superuser: Headers
  beforeAll(async () => {
    superuser = authHeaders(await login(context.app, 'superuser', 'Moderate2026x'))
  })

  it('names only calls the OpenAPI document lists, and tries its other calls too', async () => {
    const documented = new Set((await documentedCalls()).map(nameOf))
    for (const known of CALLS) expect(documented).toContain(nameOf(known))
  })

  it('answers anonymous callers 401 on every call', async () => {
    for (const attempt of await everyCall())
      expect((await call({}, attempt)).statusCode, attempt[1]).toBe(401)
  })

  it('refuses an ordinary user, an organization owner and look-alike usernames on every call', async () => {
    const ordinary = await signedInUser(context.app)
    const owner = await signedInUser(context.app)
    await createOrganization(context.app, owner)
    const people = [
      ordinary.headers,
      owner.headers,
      await insertedUser('SuperUser2'),
      await insertedUser('superuser_'),
      await insertedUser('super.user'),
      await insertedUser('xsuperuser'),
    ]
    const calls = await everyCall()
    for (const headers of people)
      for (const attempt of calls) {
        const response = await call(headers, attempt)
        expect(response.statusCode, `${headers['x-username']} ${attempt[1]}`).toBe(403)
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
      }
  })

  it('lets the superuser in, whatever the letter case they signed in with', async () => {
    const shouting = authHeaders(await login(context.app, 'SUPERUSER', 'Moderate2026x'))
    for (const headers of [superuser, shouting]) {
      const response = await context.app.inject({ url: '/api/superuser/users', headers })
      expect(response.statusCode).toBe(200)
      expect(response.json().Total).toBeGreaterThan(0)
    }
    // Inside the gate an unknown or malformed ID is a plain 404.
    expect((await call(superuser, ['POST', `/api/superuser/users/${id}/ban`, reason])).statusCode).toBe(404)
    expect((await call(superuser, ['POST', '/api/superuser/users/nope/ban', reason])).statusCode).toBe(404)
  })

  it('offers no way to edit or delete the audit log', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      for (const url of ['/api/superuser/audit', `/api/superuser/audit/${id}`]) {
        const response = await context.app.inject({ method, url, headers: superuser, payload: {} })
        expect(response.statusCode, `${method} ${url}`).toBe(404)
      }
  })

  it('shuts the superuser out once their username is changed away from superuser', async () => {
    const db = context.database.db
    const answer = await login(context.app, 'superuser', 'Moderate2026x')
    const renamed = { authorization: answer.authToken, 'x-username': 'formersuper' }
    await db.update(users).set({ username: 'formersuper' }).where(sql`lower(${users.username}) = 'superuser'`)
    try {
      for (const attempt of await everyCall())
        expect((await call(renamed, attempt)).statusCode, attempt[1]).toBe(403)
      // The old name in the header no longer matches the token's user: signed out.
      const stale = await context.app.inject({ url: '/api/superuser/users', headers: superuser })
      expect(stale.statusCode).toBe(401)
    } finally {
      await db.update(users).set({ username: 'superuser' }).where(sql`${users.username} = 'formersuper'`)
    }
  })
})
