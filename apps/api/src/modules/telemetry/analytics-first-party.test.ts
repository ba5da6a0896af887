import { describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../db/schema.ts'
import { authHeaders, login, randomIp, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const SUPERUSER_PASSWORD = 'Superuser2026x'
const context = useTestApp({
  superuserPassword: SUPERUSER_PASSWORD,
  analytics: { mode: 'first-party', posthogHost: 'http://127.0.0.1:9', posthogKey: undefined },
})

describe('first-party product analytics (ANALYTICS=first-party)', () => {
  it('stores each event with its properties and user, and counts them per name and day', async () => {
    const person = await signedInUser(context.app)
    const track = (payload: object, headers = {}) =>
      context.app.inject({
        method: 'POST',
        url: '/api/analytics/event',
        payload,
        headers,
        remoteAddress: randomIp(),
      })
    expect((await track({ Name: 'Sign Up', Properties: { Product: 'Mela (DEV)' } })).statusCode).toBe(204)
    expect((await track({ Name: 'Sign In' }, person.headers)).statusCode).toBe(204)
    expect((await track({ Name: 'Sign In' })).statusCode).toBe(204)

    const rows = await context.app.database.db.select().from(analyticsEvents)
    expect(rows).toHaveLength(3)
    expect(rows.find((row) => row.name === 'Sign Up')?.properties).toBe('{"Product":"Mela (DEV)"}')
    expect(rows.filter((row) => row.userId === person.user.ID)).toHaveLength(1)

    const config = await context.app.inject({ url: '/api/client-config' })
    expect(config.json()).toMatchObject({ Analytics: 'first-party' })

    const superuser = await login(context.app, 'superuser', SUPERUSER_PASSWORD)
    const counts = await context.app.inject({
      url: '/api/superuser/analytics',
      headers: authHeaders(superuser),
    })
    const today = new Date().toISOString().slice(0, 10)
    expect(counts.json()).toEqual({
      Mode: 'first-party',
      Items: [
        { Day: today, Name: 'Sign In', Count: 2 },
        { Day: today, Name: 'Sign Up', Count: 1 },
      ],
    })
  })
})
