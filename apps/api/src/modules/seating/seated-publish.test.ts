import type { Event } from '@mela/shared/event'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { hallPlan } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// An event sold by seat is not put on sale before its hall has seats: buyers would find nothing to pick.
const context = useTestApp()

async function seatedDraft() {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  const event = await createEvent(context.app, owner, account.ID, { Seated: true }, { publish: false })
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    context.app.inject({ method, url: `/api${url}`, headers: owner.headers, ...(payload ? { payload } : {}) })
  return { event, call }
}

describe('publishing an event sold by seat', () => {
  it('waits for the seating plan, and says so', async () => {
    const { event, call } = await seatedDraft()
    expect(event.Seated).toBe(true)
    const early = await call('POST', `/event/${event.ID}/publish`)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'SEATING_PLAN_MISSING' })

    const ticket = await call('POST', '/ticket', {
      EventId: event.ID,
      Section: 'Hall',
      Category: 'Stalls',
      Price: 500,
      Capacity: 1,
    })
    expect(ticket.statusCode, ticket.body).toBe(200)
    expect((await call('POST', `/event/${event.ID}/publish`)).json()).toMatchObject({
      code: 'SEATING_PLAN_MISSING',
    })
    const plan = await call(
      'PUT',
      `/event/${event.ID}/seating`,
      hallPlan(ticket.json().ID, undefined, { rows: 1 }),
    )
    expect(plan.statusCode, plan.body).toBe(200)
    const published = await call('POST', `/event/${event.ID}/publish`)
    expect(published.statusCode, published.body).toBe(200)
    expect((published.json() as Event).PublishedAt).not.toBeNull()
  })

  it('is refused while every seat of the plan is blocked', async () => {
    const { event, call } = await seatedDraft()
    const ticket = (
      await call('POST', '/ticket', {
        EventId: event.ID,
        Section: 'Hall',
        Category: 'Stalls',
        Price: 500,
        Capacity: 1,
      })
    ).json()
    const plan = hallPlan(ticket.ID, undefined, { rows: 1, perRow: 2 })
    for (const seat of plan.Sections[0]?.Rows[0]?.Seats ?? []) seat.Blocked = true
    expect((await call('PUT', `/event/${event.ID}/seating`, plan)).statusCode).toBe(200)
    expect((await call('POST', `/event/${event.ID}/publish`)).json()).toMatchObject({
      code: 'SEATING_PLAN_MISSING',
    })
  })

  it('marks an event sold by seat once it is given a plan, and not an online one', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const online = await createEvent(context.app, owner, account.ID, {
      Seated: true,
      Online: true,
      Venue: undefined,
    })
    expect(online.Seated).toBe(false)
    const counted = await createEvent(context.app, owner, account.ID, {}, { publish: false })
    expect(counted.Seated).toBe(false)
    const ticket = (
      await context.app.inject({
        method: 'POST',
        url: '/api/ticket',
        headers: owner.headers,
        payload: { EventId: counted.ID, Section: 'Hall', Category: 'Stalls', Price: 500, Capacity: 1 },
      })
    ).json()
    await context.app.inject({
      method: 'PUT',
      url: `/api/event/${counted.ID}/seating`,
      headers: owner.headers,
      payload: hallPlan(ticket.ID, undefined, { rows: 1 }),
    })
    const read = await context.app.inject({ url: `/api/event/${counted.ID}`, headers: owner.headers })
    expect(read.json().Seated).toBe(true)
  })
})
