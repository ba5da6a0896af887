import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { FeedQuery } from '@mela/shared/event'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { events, tickets } from '../../db/schema.ts'
import { createEvent, daysFromNow, eventFields } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { FeedCache } from './feed-cache.ts'

const context = useTestApp()
const get = (url: string, headers?: Record<string, string>) => context.app.inject({ url, headers })
type Page = {
  Items: { ID: string; Title: string; PriceFrom: number | null }[]
  Total: number
  NextCursor: string | null
}

async function organizationWithEvents(days: number[]) {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  const created = []
  for (const day of days)
    created.push(
      await createEvent(context.app, owner, account.ID, {
        Title: `Day ${day}`,
        StartsAt: daysFromNow(day),
        EndsAt: daysFromNow(day + 0.1),
      }),
    )
  return { owner, account, created }
}

describe('the feed by cursor', () => {
  it('never repeats or skips an event while new ones are published between pages', async () => {
    const { owner, account, created } = await organizationWithEvents([1, 2, 3, 4, 5, 6, 7])
    const base = `/api/event/feed?Organization=${account.ID}&PageSize=3`
    const first: Page = (await get(base)).json()
    expect(first.Total).toBe(7)
    expect(first.Items.map((e) => e.Title)).toEqual(['Day 1', 'Day 2', 'Day 3'])

    // Published between pages: one before where the reader is (theirs to find on a fresh look), one after.
    await createEvent(context.app, owner, account.ID, {
      StartsAt: daysFromNow(1.5),
      EndsAt: daysFromNow(1.6),
    })
    const later = await createEvent(context.app, owner, account.ID, {
      Title: 'Day 4.5',
      StartsAt: daysFromNow(4.5),
      EndsAt: daysFromNow(4.6),
    })

    const seen = first.Items.map((e) => e.ID)
    let cursor = first.NextCursor
    while (cursor) {
      const page: Page = (await get(`${base}&Cursor=${cursor}`)).json()
      seen.push(...page.Items.map((e) => e.ID))
      cursor = page.NextCursor
    }
    const expected = [...created.slice(0, 4), later, ...created.slice(4)].map((e) => e.ID)
    expect(seen).toEqual(expected)
  })

  it('walks ended events newest first, and still pages by Page for older clients', async () => {
    const { account } = await organizationWithEvents([-1, -2, -3])
    const base = `/api/event/feed?Organization=${account.ID}&Past=1&PageSize=2`
    const first: Page = (await get(base)).json()
    expect(first.Items.map((e) => e.Title)).toEqual(['Day -1', 'Day -2'])
    const next: Page = (await get(`${base}&Cursor=${first.NextCursor}`)).json()
    expect(next).toMatchObject({ Total: 3, NextCursor: null })
    expect(next.Items.map((e) => e.Title)).toEqual(['Day -3'])
    const byPage: Page = (await get(`${base}&Page=2`)).json()
    expect(byPage.Items.map((e) => e.Title)).toEqual(['Day -3'])
  })

  it('refuses a cursor it did not make with a field error', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const made = (position: string) => Buffer.from(position).toString('base64url')
    for (const cursor of [
      'nonsense',
      made('1.x'),
      '%00',
      made(`${'9'.repeat(17)}.${id}`),
      made(`-${'9'.repeat(19)}.${id}`),
    ]) {
      const response = await get(`/api/event/feed?Cursor=${cursor}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toHaveProperty('Cursor')
    }
  })
})

describe('the feed for a crowd', () => {
  it('answers 304 with no body to a repeated ETag, signed in or not', async () => {
    const { owner, account } = await organizationWithEvents([2])
    const url = `/api/event/feed?Organization=${account.ID}`
    for (const headers of [{}, owner.headers]) {
      const first = await get(url, headers)
      const etag = first.headers.etag as string
      expect(etag).toMatch(/^W\/".+"$/)
      const again = await get(url, { ...headers, 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect((await get(url, { ...headers, 'if-none-match': '"other"' })).statusCode).toBe(200)
    }
  })

  it('sends the answer compressed the way the visitor asked, the same ETag for every encoding', async () => {
    const { account } = await organizationWithEvents([1, 2, 3, 4, 5, 6])
    const url = `/api/event/feed?Organization=${account.ID}`
    const plain = await get(url)
    for (const [asked, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await get(url, { 'accept-encoding': asked })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers.etag).toBe(plain.headers.etag)
      expect(JSON.parse(decode(answer.rawPayload).toString())).toEqual(plain.json())
    }
    expect(
      (await get(url, { 'accept-encoding': 'br;q=0, identity' })).headers['content-encoding'],
    ).toBeUndefined()
  })

  it('shows an edit, a hidden event and a new price in the very next answer', async () => {
    const { owner, account, created } = await organizationWithEvents([3, 4])
    const [event] = created
    if (!event) throw new Error('no event')
    const url = `/api/event/feed?Organization=${account.ID}`
    const before = await get(url)
    expect(before.json().Items[0].Title).toBe('Day 3')

    await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}`,
      headers: owner.headers,
      payload: eventFields({ Title: 'Day 3, renamed', StartsAt: event.StartsAt, EndsAt: event.EndsAt }),
    })
    const edited = await get(url, { 'if-none-match': before.headers.etag as string })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().Items[0].Title).toBe('Day 3, renamed')

    // Written by another instance (or a job): the database's feed version tells this one.
    await context.database.db
      .insert(tickets)
      .values({ eventId: event.ID, section: 'Floor', category: 'Adult', price: 70000, capacity: 10 })
    expect((await get(url)).json().Items[0].PriceFrom).toBe(700)
    await context.database.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, event.ID))
    expect((await get(url)).json()).toMatchObject({ Total: 1, Items: [{ Title: 'Day 4' }] })
  })

  it('keeps an answer between version checks, and drops it once another instance changed the feed', async () => {
    const { account, created } = await organizationWithEvents([5])
    const [event] = created
    if (!event) throw new Error('no event')
    const cache = new FeedCache(context.database.db, { seconds: 60, versionCheckMs: 200 })
    const query = FeedQuery.parse({ Organization: account.ID })
    const titleOf = async () => JSON.parse((await cache.publicAnswer(query)).body.toString()).Items[0].Title
    expect(await titleOf()).toBe('Day 5')
    await context.database.db.update(events).set({ title: 'Day 5, moved' }).where(eq(events.id, event.ID))
    expect(await titleOf()).toBe('Day 5')
    // The next check (every 200 ms here) reads the new version; the answer after it is rebuilt.
    await vi.waitFor(async () => expect(await titleOf()).toBe('Day 5, moved'), {
      timeout: 2000,
      interval: 50,
    })
  })

  it("drops an answer at once after this instance's own write", async () => {
    const { account, created } = await organizationWithEvents([6])
    const [event] = created
    if (!event) throw new Error('no event')
    const cache = new FeedCache(context.database.db, { seconds: 60, versionCheckMs: 60_000 })
    const query = FeedQuery.parse({ Organization: account.ID })
    const titleOf = async () => JSON.parse((await cache.publicAnswer(query)).body.toString()).Items[0].Title
    expect(await titleOf()).toBe('Day 6')
    await context.database.db.update(events).set({ title: 'Day 6, moved' }).where(eq(events.id, event.ID))
    cache.changed()
    expect(await titleOf()).toBe('Day 6, moved')
  })

  it('never keeps an answer longer than its few seconds, whatever the version says', async () => {
    const { account, created } = await organizationWithEvents([7])
    const [event] = created
    if (!event) throw new Error('no event')
    const cache = new FeedCache(context.database.db, { seconds: 0.3, versionCheckMs: 60_000 })
    const query = FeedQuery.parse({ Organization: account.ID })
    const titleOf = async () => JSON.parse((await cache.publicAnswer(query)).body.toString()).Items[0].Title
    expect(await titleOf()).toBe('Day 7')
    await context.database.db.update(events).set({ title: 'Day 7, moved' }).where(eq(events.id, event.ID))
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await titleOf()).toBe('Day 7, moved')
  })
})
