import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { queuePlaces } from '../../db/schema.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import {
  afterCache,
  browser,
  join,
  openNow,
  poll,
  queuedEvent,
  stoppedClock,
} from '../../testing/queue-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { KEYLESS_PLACES_PER_NETWORK, NEW_PLACES_PER_NETWORK } from './queue-joiner.ts'

const context = useTestApp()
let clock: ReturnType<typeof stoppedClock> | undefined
afterEach(() => clock?.restart())

const placesOf = async (eventId: string) =>
  context.database.db
    .select({ id: queuePlaces.id, position: queuePlaces.position })
    .from(queuePlaces)
    .where(eq(queuePlaces.eventId, eventId))

type Answer = Awaited<ReturnType<typeof join>>
const tokensOf = (answers: Answer[]) =>
  new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().Token as string))
const refusedTooMany = (answer: Answer) =>
  answer.statusCode === 429 && answer.json().code === 'QUEUE_TOO_MANY'

describe('one place per person, and few per script', () => {
  it('gives 200 joins from one address without a key at most two places and refuses the rest', async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const script = { address: '203.0.113.7' }
    const answers: Answer[] = []
    for (let i = 0; i < 200; i++) answers.push(await join(app, event.id, {}, script))
    const places = tokensOf(answers)
    expect(places.size).toBeGreaterThan(0)
    expect(places.size).toBeLessThanOrEqual(KEYLESS_PLACES_PER_NETWORK)
    expect(answers.filter((a) => a.statusCode !== 200).every(refusedTooMany)).toBe(true)
    expect(answers.at(-1)?.json().message).toBe(
      'Too many places in this queue were taken from your network. Please try again in a few seconds.',
    )
    expect(await placesOf(event.id)).toHaveLength(places.size)
    // The limit is the script's network's, not the event's: a browser elsewhere joins.
    expect((await join(app, event.id, {}, { address: '203.0.113.8' })).statusCode).toBe(200)
  })

  it("counts an IPv6 subscriber's whole /64 as one network", async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const fromOneHome = ['2001:db8:7:1::a', '2001:0db8:0007:0001:ffff::1', '2001:db8:7:1:1:2:3:4']
    const answers = []
    for (const address of fromOneHome) answers.push(await join(app, event.id, {}, { address }))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429])
    expect((await join(app, event.id, {}, { address: '2001:db8:7:2::a' })).statusCode).toBe(200)
  })

  it('lets a crowd behind one carrier address in, each browser with its own key, at a human pace', async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const carrier = { address: '100.64.7.1' }
    clock = stoppedClock()
    // Ten buyers open the page in the same moment, then one a second for a minute and a half.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => join(app, event.id, browser(i).key, carrier)),
    )
    const answers = [...burst]
    for (let i = 10; i < 100; i++) {
      clock.pass(1)
      answers.push(await join(app, event.id, browser(i).key, carrier))
    }
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200))
    expect(tokensOf(answers).size).toBe(100)
    // Each browser asking again, however often, is answered its own place and takes nothing new.
    for (let i = 0; i < 100; i += 9) {
      const again = await join(app, event.id, browser(i).key, carrier)
      expect(again.json().Token).toBe(answers[i]?.json().Token)
    }
    expect(await placesOf(event.id)).toHaveLength(100)
  })

  it('gives a script minting keys on one address its burst, then a place a second', async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const script = { address: '198.18.0.9' }
    clock = stoppedClock()
    const keys = Array.from({ length: 200 }, (_, i) => browser(i, 9).key)
    const answers = await Promise.all(keys.map((key) => join(app, event.id, key, script)))
    expect(tokensOf(answers).size).toBe(NEW_PLACES_PER_NETWORK.burst)
    expect(answers.filter((a) => a.statusCode !== 200).every(refusedTooMany)).toBe(true)
    // A browser refused for its network's pace asks again a moment later and is in.
    const refusedKey = keys[answers.findIndex(refusedTooMany)] as object
    expect((await join(app, event.id, refusedKey, script)).statusCode).toBe(429)
    clock.pass(1)
    expect((await join(app, event.id, refusedKey, script)).statusCode).toBe(200)
    expect((await join(app, event.id, browser(999, 9).key, script)).statusCode).toBe(429)
    // A minute on, the bucket is full again: one more burst, no more.
    clock.pass(60)
    const later = await Promise.all(
      Array.from({ length: 100 }, (_, i) => join(app, event.id, browser(i, 10).key, script)),
    )
    expect(tokensOf(later).size).toBe(NEW_PLACES_PER_NETWORK.burst)
  })

  it('answers the same browser the same place, even when its network may take no more', async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const office = { address: '192.0.2.44' }
    const mine = await join(app, event.id, { ClientKey: 'my-browser-key-office-1' }, office)
    for (let i = 0; i < 20; i++) await join(app, event.id, browser(i, 4).key, office)
    const again = await join(app, event.id, { ClientKey: 'my-browser-key-office-1' }, office)
    expect(again.statusCode).toBe(200)
    expect(again.json().Token).toBe(mine.json().Token)
  })

  it('gives a signed-in person one place whatever browser, key or address they join from', async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const buyer = await signedInUser(app)
    const answers = [
      await join(app, event.id, { ClientKey: 'phone-browser-key-0001' }, { headers: buyer.headers }),
      await join(
        app,
        event.id,
        { ClientKey: 'laptop-browser-key-0002' },
        { headers: buyer.headers, address: '192.0.2.9' },
      ),
      await join(app, event.id, {}, { headers: buyer.headers, address: '192.0.2.10' }),
    ]
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(tokensOf(answers).size).toBe(1)
    expect(await placesOf(event.id)).toHaveLength(1)
    // Someone else signed in is someone else.
    const other = await signedInUser(app)
    const theirs = await join(
      app,
      event.id,
      { ClientKey: 'phone-browser-key-0001' },
      { headers: other.headers },
    )
    expect(theirs.json().Token).not.toBe(answers[0]?.json().Token)
  })

  it('leaves a script at most its limit among the first 20 after the draw with 20 honest browsers', async () => {
    const { app } = context
    const { event } = await queuedEvent(app)
    const script = { address: '203.0.113.66' }
    const honest = Array.from({ length: 20 }, (_, i) => browser(i, 2))
    clock = stoppedClock()
    // The script joins 200 times without a key and 200 times with keys it makes up, among the browsers.
    const joins = await Promise.all([
      ...honest.map((b) => join(app, event.id, b.key, b.from)),
      ...Array.from({ length: 200 }, () => join(app, event.id, {}, script)),
      ...Array.from({ length: 200 }, (_, i) => join(app, event.id, browser(i, 3).key, script)),
    ])
    const honestTokens = joins.slice(0, 20).map((a) => a.json().Token as string)
    expect(new Set(honestTokens).size).toBe(20)
    const scriptTokens = tokensOf(joins.slice(20))
    const keyless = tokensOf(joins.slice(20, 220))
    expect(keyless.size).toBeLessThanOrEqual(KEYLESS_PLACES_PER_NETWORK)
    expect(scriptTokens.size).toBeLessThanOrEqual(NEW_PLACES_PER_NETWORK.burst)

    clock.restart()
    await openNow(app, event.id)
    await afterCache()
    // A poll after the opening draws.
    expect((await poll(app, event.id, honestTokens[0] as string)).statusCode).toBe(200)
    const places = await placesOf(event.id)
    expect(places).toHaveLength(20 + scriptTokens.size)
    expect(places.every((p) => p.position !== null)).toBe(true)
    const scriptIds = new Set([...scriptTokens].map((token) => token.split('.')[0]))
    const firstTwenty = places.filter((p) => (p.position as number) <= 20)
    expect(firstTwenty.filter((p) => scriptIds.has(p.id)).length).toBeLessThanOrEqual(
      NEW_PLACES_PER_NETWORK.burst,
    )
  })
})
