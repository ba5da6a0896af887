import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../../db/schema.ts'
import { createEvent, daysFromNow, eventFields } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()
const get = (url: string, headers?: Record<string, string>) => context.app.inject({ url, headers })

async function organizerWithOrganization(fields: Record<string, unknown> = {}) {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner, fields)
  return { owner, account }
}

describe('creating events', () => {
  it('creates an unpublished event with its organization and answers docs/product.md §7 fields', async () => {
    const { owner, account } = await organizerWithOrganization()
    const event = await createEvent(context.app, owner, account.ID, {}, { publish: false })
    expect(event).toMatchObject({
      AccountID: account.ID,
      Account: { ID: account.ID, Name: account.Name },
      Title: 'Bangla Folk Night',
      Category: 'music',
      District: 'dhaka',
      Visibility: 'public',
      PublishedAt: null,
      PriceFrom: null,
      SoldOut: false,
      Performers: [],
    })
  })

  it('explains every broken field', async () => {
    const { owner, account } = await organizerWithOrganization()
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/event',
      headers: owner.headers,
      payload: {
        ...eventFields({ Title: ' ', Venue: '', EndsAt: daysFromNow(1), StartsAt: daysFromNow(2) }),
        AccountID: account.ID,
      },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      Title: 'Value is required',
      Venue: 'Give a venue, or mark the event as online',
      EndsAt: 'The end must be after the start',
    })
  })

  it('refuses another organization and anonymous visitors', async () => {
    const { account } = await organizerWithOrganization()
    const outsider = await signedInUser(context.app)
    const payload = { AccountID: account.ID, ...eventFields() }
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/event', headers: outsider.headers, payload }))
        .statusCode,
    ).toBe(403)
    expect((await context.app.inject({ method: 'POST', url: '/api/event', payload })).statusCode).toBe(401)
  })

  it('lets a collaborator see the events but not create or edit them', async () => {
    const { owner, account } = await organizerWithOrganization()
    const collaborator = await signedInUser(context.app)
    await addToTeam(context.app, owner, account.ID, collaborator, 'collaborator')
    const event = await createEvent(context.app, owner, account.ID)
    expect((await get(`/api/event?AccountID=${account.ID}`, collaborator.headers)).json().Total).toBe(1)
    const edit = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}`,
      headers: collaborator.headers,
      payload: eventFields(),
    })
    expect(edit.statusCode).toBe(403)
  })
})

describe('visibility and publishing', () => {
  it('shows published public and in-site events in the feed, and private ones only by their link', async () => {
    const { owner, account } = await organizerWithOrganization()
    const publicEvent = await createEvent(context.app, owner, account.ID, { Visibility: 'public' })
    const inSite = await createEvent(context.app, owner, account.ID, { Visibility: 'in-site' })
    const hidden = await createEvent(context.app, owner, account.ID, { Visibility: 'private' })
    const draft = await createEvent(context.app, owner, account.ID, {}, { publish: false })

    const feed = (await get(`/api/event/feed?Organization=${account.ID}`)).json()
    expect(feed.Items.map((e: { ID: string }) => e.ID).sort()).toEqual([publicEvent.ID, inSite.ID].sort())

    expect((await get(`/api/event/${hidden.ID}`)).statusCode).toBe(200)
    expect((await get(`/api/event/${draft.ID}`)).statusCode).toBe(404)
    expect((await get(`/api/event/${draft.ID}`, owner.headers)).statusCode).toBe(200)

    await context.app.inject({
      method: 'POST',
      url: `/api/event/${publicEvent.ID}/unpublish`,
      headers: owner.headers,
    })
    expect((await get(`/api/event/${publicEvent.ID}`)).statusCode).toBe(404)
  })
})

describe('the feed', () => {
  it('filters by district, category, verified and search, sorts by start and pages', async () => {
    const { owner, account } = await organizerWithOrganization()
    const tag = `Q${Date.now()}`
    const late = await createEvent(context.app, owner, account.ID, {
      Title: `${tag} late`,
      StartsAt: daysFromNow(20),
      EndsAt: daysFromNow(21),
      District: 'sylhet',
    })
    const early = await createEvent(context.app, owner, account.ID, {
      Title: `${tag} early`,
      StartsAt: daysFromNow(2),
      EndsAt: daysFromNow(3),
      District: 'sylhet',
    })
    await createEvent(context.app, owner, account.ID, {
      Title: `${tag} comedy`,
      Category: 'comedy',
      District: 'khulna',
    })

    const sylhet = (await get(`/api/event/feed?Search=${tag}&District=sylhet`)).json()
    expect(sylhet.Items.map((e: { ID: string }) => e.ID)).toEqual([early.ID, late.ID])
    const comedy = (await get(`/api/event/feed?Search=${tag}&Category=comedy`)).json()
    expect(comedy.Total).toBe(1)
    const verifiedOnly = (await get(`/api/event/feed?Search=${tag}&Verified=1`)).json()
    expect(verifiedOnly.Total).toBe(0)
    const page2 = (await get(`/api/event/feed?Search=${tag}&PageSize=2&Page=2`)).json()
    expect(page2).toMatchObject({ Total: 3 })
    expect(page2.Items).toHaveLength(1)
  })

  it('lists ended events only under Past', async () => {
    const { owner, account } = await organizerWithOrganization()
    const past = await createEvent(context.app, owner, account.ID, {
      StartsAt: daysFromNow(-3),
      EndsAt: daysFromNow(-2),
    })
    expect((await get(`/api/event/feed?Organization=${account.ID}`)).json().Total).toBe(0)
    expect((await get(`/api/event/feed?Organization=${account.ID}&Past=1`)).json().Items[0].ID).toBe(past.ID)
  })

  it('refuses unknown filter values in plain words instead of failing', async () => {
    const response = await get('/api/event/feed?District=atlantis&PageSize=500')
    expect(response.statusCode).toBe(400)
  })
})

describe('prices on cards', () => {
  it('start from the cheapest ticket, a free one included (the card then says Free)', async () => {
    const { owner, account } = await organizerWithOrganization()
    const paid = await createEvent(context.app, owner, account.ID)
    const free = await createEvent(context.app, owner, account.ID)
    await context.database.db.insert(tickets).values([
      { eventId: paid.ID, section: 'Floor', category: 'Guest', price: 0, capacity: 10 },
      { eventId: paid.ID, section: 'Floor', category: 'Adult', price: 80000, capacity: 10 },
      { eventId: paid.ID, section: 'Gallery', category: 'Adult', price: 50000, capacity: 10 },
      { eventId: free.ID, section: 'Lawn', category: 'All', price: 0, capacity: 10 },
    ])
    expect((await get(`/api/event/${paid.ID}`)).json().PriceFrom).toBe(0)
    expect((await get(`/api/event/${free.ID}`)).json().PriceFrom).toBe(0)
    const feed = (await get(`/api/event/feed?Organization=${account.ID}`)).json()
    expect(feed.Items.map((event: { PriceFrom: number }) => event.PriceFrom)).toEqual([0, 0])
  })
})

describe('copy, delete and questions', () => {
  it('copies an event as an unpublished twin with its tickets and questions', async () => {
    const { owner, account } = await organizerWithOrganization()
    const event = await createEvent(context.app, owner, account.ID)
    await context.database.db.insert(tickets).values({
      eventId: event.ID,
      section: 'General',
      category: 'Adult',
      price: 50000,
      capacity: 100,
      sold: 7,
    })
    await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}/form`,
      headers: owner.headers,
      payload: {
        Fields: [
          { ID: 'tshirt', Label: 'T-shirt size', Type: 'select', Required: true, Options: ['S', 'M'] },
        ],
      },
    })
    const copy = (
      await context.app.inject({ method: 'POST', url: `/api/event/${event.ID}/copy`, headers: owner.headers })
    ).json()
    expect(copy).toMatchObject({ Title: 'Bangla Folk Night (copy)', PublishedAt: null, PriceFrom: 500 })
    const copiedTickets = await context.database.db.select().from(tickets).where(eq(tickets.eventId, copy.ID))
    expect(copiedTickets.map((t) => t.sold)).toEqual([0])
    expect((await get(`/api/event/${copy.ID}/form`, owner.headers)).json().Fields[0].ID).toBe('tshirt')
  })

  it('deletes an event only while nothing is sold', async () => {
    const { owner, account } = await organizerWithOrganization()
    const fresh = await createEvent(context.app, owner, account.ID)
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/event/${fresh.ID}`, headers: owner.headers }))
        .statusCode,
    ).toBe(204)
    const sold = await createEvent(context.app, owner, account.ID)
    await context.database.db
      .insert(tickets)
      .values({ eventId: sold.ID, section: 'A', category: 'B', price: 0, capacity: 5, sold: 1 })
    const refused = await context.app.inject({
      method: 'DELETE',
      url: `/api/event/${sold.ID}`,
      headers: owner.headers,
    })
    expect(refused.statusCode).toBe(409)
  })

  it('wants options for a select question', async () => {
    const { owner, account } = await organizerWithOrganization()
    const event = await createEvent(context.app, owner, account.ID)
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}/form`,
      headers: owner.headers,
      payload: { Fields: [{ ID: 'q', Label: 'Size', Type: 'select', Options: [] }] },
    })
    expect(response.json()).toEqual({ 'Fields.0.Options': 'A select question needs at least one option' })
  })
})
