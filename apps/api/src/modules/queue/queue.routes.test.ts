import { QUEUE_PASS_HEADER } from '@mela/shared/constants'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import {
  afterCache,
  browser,
  buyWithPass,
  join,
  openNow,
  poll,
  queuedEvent,
} from '../../testing/queue-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { admissionPass, readPlaceToken } from './queue-pass.ts'

const context = useTestApp()

/** Turns a queue on, lets one buyer join before the opening, opens it and waits until they are in. */
async function admittedBuyer() {
  const { app } = context
  const made = await queuedEvent(app)
  const place = (await join(app, made.event.id, { ClientKey: 'browser-key-0123456789' })).json()
  await openNow(app, made.event.id)
  await afterCache()
  let answer = (await poll(app, made.event.id, place.Token)).json()
  for (let tries = 0; answer.Status === 'waiting' && tries < 5; tries++) {
    await afterCache()
    answer = (await poll(app, made.event.id, place.Token)).json()
  }
  return { ...made, place: answer, buyer: await signedInUser(app) }
}

describe('the on-sale queue', () => {
  it('counts down before the opening and answers one browser the same place however often it joins', async () => {
    const { app } = context
    const { event } = await queuedEvent(app, { opensInSeconds: 600 })
    const first = await join(app, event.id, { ClientKey: 'my-browser-key-abcdef' })
    expect(first.statusCode, first.body).toBe(200)
    const place = first.json()
    expect(place).toMatchObject({ Position: 0, Status: 'waiting' })
    expect(place.EstimatedWaitSeconds).toBeGreaterThan(590)
    expect(place.Admission).toBeUndefined()

    const byKey = (await join(app, event.id, { ClientKey: 'my-browser-key-abcdef' })).json()
    const byToken = (await join(app, event.id, { Token: place.Token })).json()
    expect([byKey.Token, byToken.Token]).toEqual([place.Token, place.Token])
    const other = (await join(app, event.id)).json()
    expect(other.Token).not.toBe(place.Token)
    expect((await poll(app, event.id, place.Token)).json().Token).toBe(place.Token)
  })

  it('lets the buyer in with a pass once the sale opens, and the pass buys once', async () => {
    const { app } = context
    const { event, ticket, place, buyer, owner } = await admittedBuyer()
    expect(place).toMatchObject({ Status: 'admitted', Position: 0 })
    expect(place.Admission).toMatch(/^Q1\./)

    const quote = await app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: { [QUEUE_PASS_HEADER]: place.Admission },
      payload: { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }] },
    })
    expect(quote.statusCode, quote.body).toBe(200)
    const bought = await buyWithPass(app, event.id, ticket.id, buyer.headers, place.Admission)
    expect(bought.statusCode, bought.body).toBe(200)
    expect(bought.json().Status).toBe('paid')

    const again = await buyWithPass(app, event.id, ticket.id, buyer.headers, place.Admission)
    expect(again.statusCode).toBe(403)
    expect(again.json().code).toBe('QUEUE_REQUIRED')
    expect((await poll(app, event.id, place.Token)).json()).toMatchObject({ Status: 'expired' })
    const stats = await app.inject({ url: `/api/event/${event.id}/queue`, headers: owner.headers })
    expect(stats.json()).toMatchObject({ Waiting: 0, Admitted: 1, Purchased: 1 })
  })

  it('refuses checkout without a pass, with a forged one, an expired one, or another event’s', async () => {
    const { app } = context
    const { event, ticket, place, buyer, owner } = await admittedBuyer()
    const other = await admittedBuyer()
    const placeId = (await readPlaceToken(app.database.db, event.id, place.Token)) as string
    const expired = await admissionPass(app.database.db, event.id, placeId, new Date(Date.now() - 1000))
    const forged = `${place.Admission.slice(0, -4)}AAAA`
    const longer = place.Admission.replace(/\.(\d+)\./, (_: string, s: string) => `.${Number(s) + 3600}.`)
    for (const pass of [undefined, forged, expired, longer, other.place.Admission, 'Q1.x', 'nonsense']) {
      const refused = await buyWithPass(app, event.id, ticket.id, buyer.headers, pass)
      expect(refused.statusCode, String(pass)).toBe(403)
      expect(refused.json().code).toBe('QUEUE_REQUIRED')
      const quote = await app.inject({
        method: 'POST',
        url: '/api/purchase/quote',
        headers: pass ? { [QUEUE_PASS_HEADER]: pass } : {},
        payload: { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }] },
      })
      expect(quote.statusCode).toBe(403)
    }
    // The event's own team prices counter sales without a pass; it still cannot buy online without one.
    const counterQuote = await app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: owner.headers,
      payload: { EventID: event.id, Tickets: [{ TicketID: ticket.id, Quantity: 1 }] },
    })
    expect(counterQuote.statusCode).toBe(200)
    // The refusals spent nothing: the genuine pass still buys.
    expect((await buyWithPass(app, event.id, ticket.id, buyer.headers, place.Admission)).statusCode).toBe(200)
  })

  it('leaves a pass unspent when the hold is refused', async () => {
    const { app } = context
    const { event, ticket, place, buyer } = await admittedBuyer()
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: { ...buyer.headers, [QUEUE_PASS_HEADER]: place.Admission },
      payload: {
        EventID: event.id,
        Tickets: [{ TicketID: ticket.id, Quantity: 5000 }],
        PaymentMethod: 'free',
      },
    })
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400)
    expect(tooMany.statusCode).toBeLessThan(500)
    expect((await buyWithPass(app, event.id, ticket.id, buyer.headers, place.Admission)).statusCode).toBe(200)
  })

  it('shows the live numbers to the team and lets it change the pace or pause; others are refused', async () => {
    const { app } = context
    const { event, owner } = await queuedEvent(app, { admitPerMinute: 1 })
    for (let i = 0; i < 3; i++) await join(app, event.id, browser(i).key, browser(i).from)
    const url = `/api/event/${event.id}/queue`
    const stats = await app.inject({ url, headers: owner.headers })
    expect(stats.json()).toMatchObject({
      Waiting: 3,
      Admitted: 0,
      Purchased: 0,
      AdmitPerMinute: 1,
      Paused: false,
    })
    const paused = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { Paused: true, AdmitPerMinute: 30 },
    })
    expect(paused.json()).toMatchObject({ AdmitPerMinute: 30, Paused: true })

    const stranger = await signedInUser(app)
    expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(403)
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: stranger.headers,
      payload: { Paused: false },
    })
    expect(put.statusCode).toBe(403)
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await app.inject({ method: 'PUT', url, payload: { Paused: false } })).statusCode).toBe(401)
  })

  it('answers bad input with a clear error, never a 500', async () => {
    const { app } = context
    const { event, owner } = await queuedEvent(app)
    const url = `/api/event/${event.id}/queue`
    const answers = await Promise.all([
      join(app, event.id, { ClientKey: 'short' }),
      join(app, event.id, { Token: 'x'.repeat(500) }),
      join(app, 'not-a-uuid'),
      join(app, '00000000-0000-4000-8000-000000000000'),
      poll(app, event.id, 'forged.token'),
      poll(app, event.id, `${crypto.randomUUID()}.AAAA`),
      app.inject({ method: 'PUT', url, headers: owner.headers, payload: { AdmitPerMinute: 0 } }),
      app.inject({ method: 'PUT', url, headers: owner.headers, payload: { AdmitPerMinute: 'many' } }),
      app.inject({
        method: 'PUT',
        url: `/api/event/${event.id}/attendee-policy`,
        headers: owner.headers,
        payload: { WaitlistEnabled: true, TransfersEnabled: true, Queue: { Enabled: true, OpensAt: 'soon' } },
      }),
    ])
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode, answer.body).toBeLessThan(500)
    }
    const { event: plain, owner: plainOwner } = await queuedEvent(app)
    await app.inject({
      method: 'PUT',
      url: `/api/event/${plain.id}/attendee-policy`,
      headers: plainOwner.headers,
      payload: {
        WaitlistEnabled: true,
        TransfersEnabled: true,
        Queue: { Enabled: false, OpensAt: null, AdmitPerMinute: 10, AdmitMinutes: 5 },
      },
    })
    await afterCache()
    const off = await join(app, plain.id)
    expect(off.statusCode).toBe(409)
    expect(off.json().code).toBe('QUEUE_OFF')
  })
})
