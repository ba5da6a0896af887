import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { analyticsEvents, errorReports } from '../../db/schema.ts'
import { parseEnvelope, startHttpReceiver } from '../../testing/fake-telemetry-receivers.ts'
import { randomIp, signedInUser } from '../../testing/identity-fixtures.ts'
import { createTestDatabase } from '../../testing/test-database.ts'

// One fake server stands in for both PostHog (/capture/) and Sentry (/api/{project}/envelope/).
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>
let app: App
let database: Database

beforeAll(async () => {
  receiver = await startHttpReceiver()
  database = await createTestDatabase()
  const base = testConfig()
  app = await buildApp(
    {
      ...base,
      analytics: { mode: 'posthog', posthogHost: receiver.origin, posthogKey: 'phc_test_key' },
      sentryDsn: `http://publickey42@127.0.0.1:${receiver.port}/7`,
    },
    { database },
  )
  // A route only this test has: a bug that throws, as an unexpected 500 would.
  app.get('/api/test-only/boom', async () => {
    throw new TypeError('Cannot read properties of undefined (reading "seats")')
  })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await receiver?.close()
})

// Reports of a 500 go out after the answer: wait for them, briefly.
async function until(done: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const forPath = (prefix: string) => receiver.received.filter((request) => request.url.startsWith(prefix))

describe('PostHog (ANALYTICS=posthog)', () => {
  it("forwards an event to the host's capture API and stores nothing here", async () => {
    const person = await signedInUser(app)
    const answer = await app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      payload: { Name: 'Bkash Finalize', Properties: { outcome: 'paid', Product: 'Mela' } },
      headers: person.headers,
      remoteAddress: randomIp(),
    })
    expect(answer.statusCode).toBe(204)
    const [capture] = forPath('/capture/')
    expect(capture?.method).toBe('POST')
    expect(capture?.headers['content-type']).toContain('application/json')
    expect(JSON.parse(capture?.body ?? '{}')).toEqual({
      api_key: 'phc_test_key',
      event: 'Bkash Finalize',
      distinct_id: person.user.ID,
      timestamp: expect.any(String),
      properties: { outcome: 'paid', Product: 'Mela', $lib: 'mela-api' },
    })
    expect(await database.db.select().from(analyticsEvents)).toEqual([])
  })

  it('counts an anonymous visitor without making them a person', async () => {
    const before = forPath('/capture/').length
    await app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      payload: { Name: 'Sign Up' },
      remoteAddress: randomIp(),
    })
    const capture = JSON.parse(forPath('/capture/')[before]?.body ?? '{}')
    expect(capture.distinct_id).toMatch(/^anonymous-/)
    expect(capture.properties.$process_person_profile).toBe(false)
  })
})

describe('Sentry (SENTRY_DSN set)', () => {
  it('sends an envelope for a 500, keeps the error and answers with the request ID', async () => {
    const answer = await app.inject({ url: '/api/test-only/boom', headers: { 'x-request-id': 'req-boom-1' } })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toMatchObject({ code: 'INTERNAL', RequestID: 'req-boom-1' })

    await until(() => forPath('/api/7/envelope/').length > 0)
    const [sent] = forPath('/api/7/envelope/')
    expect(sent?.method).toBe('POST')
    expect(sent?.headers['x-sentry-auth']).toMatch(
      /^Sentry sentry_version=7, sentry_key=publickey42, sentry_client=/,
    )
    const envelope = parseEnvelope(sent?.body ?? '')
    expect(envelope.header).toMatchObject({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(envelope.items).toHaveLength(1)
    const [item] = envelope.items
    expect(item?.header).toMatchObject({ type: 'event' })
    expect(item?.payload).toMatchObject({
      event_id: envelope.header.event_id,
      platform: 'node',
      level: 'error',
      tags: { source: 'server', request_id: 'req-boom-1' },
      request: { url: '/api/test-only/boom', method: 'GET' },
      exception: {
        values: [{ type: 'TypeError', value: 'Cannot read properties of undefined (reading "seats")' }],
      },
    })
    const exception = item?.payload.exception as { values: { stacktrace: { frames: unknown[] } }[] }
    expect(exception.values[0]?.stacktrace.frames.length).toBeGreaterThan(0)

    await until(async () => (await database.db.select().from(errorReports)).length > 0)
    const rows = await database.db.select().from(errorReports)
    expect(rows).toEqual([expect.objectContaining({ source: 'server', requestId: 'req-boom-1' })])
  })

  it('does not report answers that are the caller’s fault', async () => {
    const before = forPath('/api/7/envelope/').length
    await app.inject({ url: '/api/short-url', headers: { authorization: 'nobody' } })
    await app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      payload: { Name: 'nope' },
      remoteAddress: randomIp(),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(forPath('/api/7/envelope/').length).toBe(before)
  })

  it('forwards a browser error too', async () => {
    const before = forPath('/api/7/envelope/').length
    const answer = await app.inject({
      method: 'POST',
      url: '/api/error-report',
      payload: {
        Message: 'ReferenceError: qr is not defined',
        URL: 'https://mela.example/e/1',
        Stack: 'fn@https://mela.example/assets/a.js:1:20',
      },
      remoteAddress: randomIp(),
    })
    expect(answer.statusCode).toBe(204)
    const sent = forPath('/api/7/envelope/')[before]
    const payload = parseEnvelope(sent?.body ?? '').items[0]?.payload
    expect(payload).toMatchObject({
      platform: 'javascript',
      tags: { source: 'browser' },
      request: { url: 'https://mela.example/e/1' },
      exception: {
        values: [
          {
            value: 'ReferenceError: qr is not defined',
            stacktrace: { frames: [{ function: 'fn', lineno: 1, colno: 20 }] },
          },
        ],
      },
    })
  })
})
