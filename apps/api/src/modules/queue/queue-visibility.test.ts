import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { afterCache, browser, join, poll, queuedEvent } from '../../testing/queue-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

describe("an unpublished event's queue", () => {
  it('answers 404 to those who cannot see the event, as GET /event/{id} does, and everything to its team', async () => {
    const { app } = context
    const { event, owner } = await queuedEvent(app)
    const early = browser(1)
    const place = (await join(app, event.id, early.key, early.from)).json()
    const unpublished = await app.inject({
      method: 'POST',
      url: `/api/event/${event.id}/unpublish`,
      headers: owner.headers,
    })
    expect(unpublished.statusCode, unpublished.body).toBe(200)
    await afterCache()

    const stranger = await signedInUser(app)
    for (const headers of [{}, stranger.headers]) {
      const answers = {
        event: await app.inject({ url: `/api/event/${event.id}`, headers }),
        policy: await app.inject({ url: `/api/event/${event.id}/attendee-policy`, headers }),
        join: await join(app, event.id, browser(2).key, { ...browser(2).from, headers }),
        poll: await poll(app, event.id, place.Token, { headers }),
      }
      for (const [call, answer] of Object.entries(answers)) {
        expect(answer.statusCode, `${call}: ${answer.body}`).toBe(404)
        expect(answer.json().code, call).toBe('EVENT_NOT_FOUND')
      }
    }

    const team = { headers: owner.headers }
    expect((await app.inject({ url: `/api/event/${event.id}`, ...team })).statusCode).toBe(200)
    const policy = await app.inject({ url: `/api/event/${event.id}/attendee-policy`, ...team })
    expect(policy.statusCode).toBe(200)
    expect(policy.json().Queue).toMatchObject({ Enabled: true, AdmitPerMinute: 60_000 })
    const theirs = await join(app, event.id, browser(3).key, { ...browser(3).from, ...team })
    expect(theirs.statusCode, theirs.body).toBe(200)
    expect((await poll(app, event.id, theirs.json().Token, team)).statusCode).toBe(200)
    expect((await poll(app, event.id, place.Token, team)).statusCode).toBe(200)
  })

  it('opens again to everyone when the event is published again', async () => {
    const { app } = context
    const { event, owner } = await queuedEvent(app)
    const url = (action: string) => `/api/event/${event.id}/${action}`
    await app.inject({ method: 'POST', url: url('unpublish'), headers: owner.headers })
    await afterCache()
    expect((await join(app, event.id, browser(4).key, browser(4).from)).statusCode).toBe(404)
    await app.inject({ method: 'POST', url: url('publish'), headers: owner.headers })
    await afterCache()
    const place = await join(app, event.id, browser(4).key, browser(4).from)
    expect(place.statusCode).toBe(200)
    expect((await poll(app, event.id, place.json().Token)).statusCode).toBe(200)
    expect((await app.inject({ url: url('attendee-policy') })).statusCode).toBe(200)
  })
})
