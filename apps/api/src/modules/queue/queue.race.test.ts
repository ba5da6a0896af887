import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import { openDatabase } from '../../db/database.ts'
import { eventQueues, queuePlaces } from '../../db/schema.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import {
  afterCache,
  browser,
  buyWithPass,
  join,
  openNow,
  poll,
  queuedEvent,
  stoppedClock,
} from '../../testing/queue-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { KEYLESS_PLACES_PER_NETWORK, NEW_PLACES_PER_NETWORK } from './queue-joiner.ts'

// Two app instances on one PostgreSQL database, as behind a load balancer; PGlite has one connection.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres) console.warn('queue.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()
const second = {} as { app: App; close: () => Promise<void> }
beforeAll(async () => {
  if (!onPostgres || !context.database.url) return
  const database = await openDatabase({ url: context.database.url })
  second.app = await buildApp(testConfig(), { database })
  await second.app.ready()
  second.close = async () => {
    await second.app.close()
    await database.close()
  }
})
afterAll(async () => second.close?.())

/** Spearman's rank correlation of two orderings of the same n items (no ties). */
function spearman(a: number[], b: number[]) {
  const n = a.length
  const rank = (xs: number[]) => {
    const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0])
    const ranks = new Array<number>(n)
    order.forEach(([, i], r) => {
      ranks[i] = r
    })
    return ranks
  }
  const [ra, rb] = [rank(a), rank(b)]
  const d2 = ra.reduce((sum, r, i) => sum + (r - (rb[i] as number)) ** 2, 0)
  return 1 - (6 * d2) / (n * (n * n - 1))
}

/** The `i`th browser of a crowd joins: its own key, its own address. */
const joinAs = (app: App, eventId: string, i: number) => join(app, eventId, browser(i).key, browser(i).from)

async function positionsOf(eventId: string) {
  const rows = await context.database.db
    .select({ id: queuePlaces.id, position: queuePlaces.position, joinedAt: queuePlaces.joinedAt })
    .from(queuePlaces)
    .where(eq(queuePlaces.eventId, eventId))
  return rows
}

describe('the queue across two instances', () => {
  raceIt(
    'gives unique places from both instances: a random order before the opening, arrival order after',
    async () => {
      const [a, b] = [context.app, second.app]
      const { event, ticket } = await queuedEvent(a, { admitPerMinute: 1 })
      // 200 browsers join before the opening, one after another, alternating instances: arrival order is known.
      const early: string[] = []
      for (let i = 0; i < 200; i++) early.push((await joinAs(i % 2 ? b : a, event.id, i)).json().Token)
      // And 100 at once, half on each instance, to race the inserts.
      const racing = await Promise.all(
        Array.from({ length: 100 }, (_, i) => joinAs(i % 2 ? b : a, event.id, 200 + i)),
      )
      expect(racing.every((r) => r.statusCode === 200)).toBe(true)

      await openNow(a, event.id)
      await afterCache()
      const places = await Promise.all(early.map((token, i) => poll(i % 2 ? a : b, event.id, token)))
      const positions = places.map((p) => p.json().Position as number)
      const all = await positionsOf(event.id)
      expect(all).toHaveLength(300)
      expect(new Set(all.map((p) => p.position)).size).toBe(300)
      expect(Math.max(...all.map((p) => p.position ?? 0))).toBe(300)
      // Arriving early gave no edge: the places do not follow the order of arrival (|ρ| ≈ 0.07 by chance).
      expect(
        Math.abs(
          spearman(
            early.map((_, i) => i),
            positions,
          ),
        ),
      ).toBeLessThan(0.3)

      // After the opening, arrival order behind everyone earlier, whichever instance they reach.
      const late: number[] = []
      for (let i = 0; i < 20; i++) late.push((await joinAs(i % 2 ? a : b, event.id, 300 + i)).json().Position)
      expect(late).toEqual([...late].sort((x, y) => x - y))
      const lateRows = (await positionsOf(event.id)).filter((p) => (p.position ?? 0) > 300)
      expect(lateRows.map((p) => p.position).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
        Array.from({ length: 20 }, (_, i) => 301 + i),
      )
      const atOnce = await Promise.all(
        Array.from({ length: 100 }, (_, i) => joinAs(i % 2 ? a : b, event.id, 320 + i)),
      )
      expect(atOnce.every((r) => r.statusCode === 200)).toBe(true)
      const final = await positionsOf(event.id)
      expect(new Set(final.map((p) => p.position)).size).toBe(420)
      expect(final.every((p) => p.position !== null && p.position <= 420)).toBe(true)
      expect(ticket).toBeDefined()
    },
    120_000,
  )

  raceIt('keeps every place when one instance goes away, and a pass buys once across both', async () => {
    const [a, b] = [context.app, second.app]
    const { event, ticket } = await queuedEvent(a)
    const key = 'the-same-browser-key-123'
    // The same browser joining on both instances at once gets one place.
    const twice = await Promise.all([
      join(a, event.id, { ClientKey: key }),
      join(b, event.id, { ClientKey: key }),
    ])
    expect(twice[0].json().Token).toBe(twice[1].json().Token)
    const token = twice[0].json().Token
    // A third instance takes places and dies: the places live on in the database.
    const database = await openDatabase({ url: context.database.url as string })
    const doomed = await buildApp(testConfig(), { database })
    const lost = await Promise.all(Array.from({ length: 20 }, (_, i) => joinAs(doomed, event.id, i)))
    await doomed.close()
    await database.close()
    await openNow(a, event.id)
    await afterCache()
    let place = (await poll(b, event.id, token)).json()
    for (let tries = 0; place.Status !== 'admitted' && tries < 5; tries++) {
      await afterCache()
      place = (await poll(b, event.id, token)).json()
    }
    expect(place.Status).toBe('admitted')
    const survivors = await Promise.all(lost.map((r) => poll(a, event.id, r.json().Token)))
    expect(survivors.map((r) => r.statusCode)).toEqual(lost.map(() => 200))
    expect((await positionsOf(event.id)).map((p) => p.position).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    )
    const buyer = await signedInUser(a)
    // The same pass at both instances, ten times at once: one purchase.
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        buyWithPass(i % 2 ? a : b, event.id, ticket.id, buyer.headers, place.Admission),
      ),
    )
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(tries.filter((r) => r.statusCode === 403)).toHaveLength(9)
    expect((await poll(a, event.id, token)).json().Status).toBe('expired')
  })
})

describe('one place per person, raced across two instances', () => {
  const tokens = (answers: { statusCode: number; json: () => { Token: string } }[]) =>
    new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().Token))

  raceIt(
    'answers one browser one place however many of its joins race, before the opening and after',
    async () => {
      const [a, b] = [context.app, second.app]
      const { event } = await queuedEvent(a)
      const early = browser(1, 5)
      const twins = await Promise.all(
        Array.from({ length: 40 }, (_, i) => join(i % 2 ? b : a, event.id, early.key, early.from)),
      )
      expect(twins.map((r) => r.statusCode)).toEqual(twins.map(() => 200))
      expect(tokens(twins).size).toBe(1)

      await openNow(a, event.id)
      await afterCache()
      expect((await poll(b, event.id, twins[0]?.json().Token)).statusCode).toBe(200)
      const late = browser(2, 5)
      const racing = await Promise.all(
        Array.from({ length: 40 }, (_, i) => join(i % 2 ? b : a, event.id, late.key, late.from)),
      )
      expect(racing.map((r) => r.statusCode)).toEqual(racing.map(() => 200))
      expect(tokens(racing).size).toBe(1)
      // The twins that lost the race gave their positions back: no one let in to nobody.
      expect((await positionsOf(event.id)).map((p) => p.position).sort()).toEqual([1, 2])
      const [queue] = await context.database.db
        .select({ last: eventQueues.lastPosition })
        .from(eventQueues)
        .where(eq(eventQueues.eventId, event.id))
      expect(queue?.last).toBe(2)
    },
  )

  raceIt('gives a signed-in person one place when their browsers race', async () => {
    const [a, b] = [context.app, second.app]
    const { event } = await queuedEvent(a)
    const buyer = await signedInUser(a)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        join(i % 2 ? b : a, event.id, browser(i, 6).key, { ...browser(i, 6).from, headers: buyer.headers }),
      ),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200))
    expect(tokens(answers).size).toBe(1)
    expect(await positionsOf(event.id)).toHaveLength(1)
  })

  raceIt('holds a script on one address to its limits whichever instance it reaches', async () => {
    const [a, b] = [context.app, second.app]
    const { event } = await queuedEvent(a)
    const clock = stoppedClock()
    try {
      const keyless = await Promise.all(
        Array.from({ length: 200 }, (_, i) => join(i % 2 ? b : a, event.id, {}, { address: '203.0.113.5' })),
      )
      expect(tokens(keyless).size).toBe(KEYLESS_PLACES_PER_NETWORK)
      const minted = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          join(i % 2 ? b : a, event.id, browser(i, 7).key, { address: '203.0.113.6' }),
        ),
      )
      expect(tokens(minted).size).toBe(NEW_PLACES_PER_NETWORK.burst)
      for (const refused of [...keyless, ...minted].filter((r) => r.statusCode !== 200)) {
        expect(refused.statusCode).toBe(429)
        expect(refused.json().code).toBe('QUEUE_TOO_MANY')
      }
      expect(await positionsOf(event.id)).toHaveLength(
        KEYLESS_PLACES_PER_NETWORK + NEW_PLACES_PER_NETWORK.burst,
      )
    } finally {
      clock.restart()
    }
  })
})
