import { describe, expect, it } from 'vitest'
import { analyticsEvents, errorReports } from '../../db/schema.ts'
import { send } from '../../testing/catalog-fixtures.ts'
import { authHeaders, login, randomIp, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const SUPERUSER_PASSWORD = 'Superuser2026x'
// Configured as a fresh install is: ANALYTICS unset, no SENTRY_DSN.
const context = useTestApp({ superuserPassword: SUPERUSER_PASSWORD })

const post = (url: string, payload: unknown, headers = {}) =>
  context.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers,
    remoteAddress: randomIp(),
  })

describe('product analytics, off by default', () => {
  it('takes the event but records nothing anywhere', async () => {
    const answer = await post('/analytics/event', { Name: 'Sign In', Properties: { Product: 'Mela' } })
    expect(answer.statusCode).toBe(204)
    expect(await context.app.database.db.select().from(analyticsEvents)).toEqual([])
    const config = await context.app.inject({ url: '/api/client-config' })
    expect(config.json()).toMatchObject({ Analytics: 'off' })
  })

  it("refuses names outside product §1's list and odd properties", async () => {
    expect((await post('/analytics/event', { Name: 'Page View' })).statusCode).toBe(400)
    expect(
      (await post('/analytics/event', { Name: 'Sign In', Properties: { a: { nested: 1 } } })).statusCode,
    ).toBe(400)
    expect((await post('/analytics/event', { Name: 'Sign\u0000In' })).statusCode).toBe(400)
  })
})

describe('browser error reports', () => {
  it('keeps an uncaught browser error with its stack, page and user', async () => {
    const person = await signedInUser(context.app)
    const answer = await post(
      '/error-report',
      {
        Message: 'TypeError: x is undefined',
        Stack: 'TypeError: x is undefined\n    at render (https://mela.example/assets/main-1.js:1:200)',
        URL: 'https://mela.example/tickets',
      },
      person.headers,
    )
    expect(answer.statusCode).toBe(204)
    const rows = await context.app.database.db.select().from(errorReports)
    expect(rows).toEqual([
      expect.objectContaining({
        source: 'browser',
        message: 'TypeError: x is undefined',
        url: 'https://mela.example/tickets',
        userId: person.user.ID,
        requestId: expect.any(String),
      }),
    ])
  })

  it('refuses reports that are empty, too long or too large', async () => {
    expect((await post('/error-report', { Message: '', URL: '/x' })).statusCode).toBe(400)
    expect((await post('/error-report', { Message: 'x'.repeat(1001), URL: '/x' })).statusCode).toBe(400)
    expect(
      (await post('/error-report', { Message: 'x', URL: '/x', Stack: 's'.repeat(40_000) })).statusCode,
    ).toBe(413)
    expect((await post('/error-report', { Message: 'a\u0000b', URL: '/x' })).statusCode).toBe(400)
  })

  it('limits how many reports one address sends', async () => {
    const remoteAddress = randomIp()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const answer = await context.app.inject({
        method: 'POST',
        url: '/api/error-report',
        payload: { Message: `loop ${i}`, URL: '/loop' },
        remoteAddress,
      })
      statuses.push(answer.statusCode)
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe("the superuser's errors and analytics", () => {
  it('groups recent errors by message with counts and when last seen', async () => {
    for (const URL of ['/a', '/b'])
      await post('/error-report', { Message: 'ChunkLoadError: chunk 7 failed', URL })
    const superuser = await login(context.app, 'superuser', SUPERUSER_PASSWORD)
    const answer = await context.app.inject({ url: '/api/superuser/errors', headers: authHeaders(superuser) })
    expect(answer.statusCode).toBe(200)
    const group = answer
      .json()
      .Items.find((item: { Message: string }) => item.Message.startsWith('ChunkLoadError'))
    expect(group).toMatchObject({ Source: 'browser', Count: 2, LastURL: '/b' })
    expect(Date.parse(group.LastSeen)).toBeGreaterThanOrEqual(Date.parse(group.FirstSeen))

    const counts = await context.app.inject({
      url: '/api/superuser/analytics',
      headers: authHeaders(superuser),
    })
    expect(counts.json()).toEqual({ Mode: 'off', Items: [] })
  })

  it('lets nobody else in: anonymous 401, an ordinary user or a look-alike name 403', async () => {
    for (const url of ['/superuser/errors', '/superuser/analytics']) {
      expect((await send(context.app, undefined, 'GET', url)).statusCode).toBe(401)
      const ordinary = await signedInUser(context.app)
      expect((await send(context.app, ordinary, 'GET', url)).statusCode).toBe(403)
      const lookAlike = await signedInUser(context.app, {
        Username: `SuperUser${Math.floor(Math.random() * 1e6)}`,
      })
      expect((await send(context.app, lookAlike, 'GET', url)).statusCode).toBe(403)
    }
  })
})
