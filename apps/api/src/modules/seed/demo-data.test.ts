import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { events } from '../../db/schema.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { seedDemoData } from './demo-data.ts'
import { markAsSnapshot } from './demo-snapshot.ts'

const DAY = 24 * 60 * 60 * 1000

const context = useTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'mela-seed-')) })

describe('demo data', () => {
  it('gives a fresh database a living feed once', async () => {
    expect(await seedDemoData(context.database.db, context.app.config)).toBe(true)
    expect(await seedDemoData(context.database.db, context.app.config)).toBe(false)

    const upcoming = (await context.app.inject({ url: '/api/event/feed?PageSize=100' })).json()
    expect(upcoming.Total).toBeGreaterThanOrEqual(25)
    const past = (await context.app.inject({ url: '/api/event/feed?Past=1' })).json()
    expect(past.Total).toBeGreaterThan(0)
    const items = upcoming.Items as {
      Online: boolean
      PriceFrom: number | null
      Category: string
      ImageURL: string
    }[]
    expect(items.some((e) => e.Online)).toBe(true)
    // An online event has no gates: its page speaks of the joining link instead.
    const online = (await context.app.inject({ url: '/api/event/feed?Online=1&PageSize=100' })).json()
    for (const event of online.Items as { Description: string }[]) {
      expect(event.Description).not.toMatch(/gate/i)
      expect(event.Description).toMatch(/link/)
    }
    expect(items.some((e) => e.PriceFrom === 0)).toBe(true)
    expect(new Set(items.map((e) => e.Category)).size).toBeGreaterThan(8)
    expect((await context.app.inject({ url: '/api/event/feed?Verified=1' })).json().Total).toBeGreaterThan(0)

    // A path of our own media store, so the banner shows on whatever host name the app is opened as.
    expect(items[0]?.ImageURL).toMatch(/^\/media\//)
    const banner = await context.app.inject({ url: items[0]?.ImageURL ?? '' })
    expect(banner.statusCode).toBe(200)
    expect(banner.headers['content-type']).toBe('image/webp')

    // One theatre sells by seat: a drawn hall of 200 seats in two price categories.
    const theatre = (items as unknown as { ID: string; Title: string }[]).find((e) =>
      e.Title.includes('Raktakarabi'),
    )
    const plan = (await context.app.inject({ url: `/api/event/${theatre?.ID}/seating` })).json()
    const planSeats = plan.Sections.flatMap((s: { Rows: { Seats: { TicketID: string }[] }[] }) =>
      s.Rows.flatMap((r) => r.Seats),
    )
    expect(planSeats).toHaveLength(200)
    expect(new Set(planSeats.map((seat: { TicketID: string }) => seat.TicketID)).size).toBe(2)
    // Its tickets are named in Bengali too, beside the hall's Bengali section name.
    const tickets = (await context.app.inject({ url: `/api/ticket?eventId=${theatre?.ID}` })).json()
    expect(tickets.map((ticket: { Bn: unknown }) => ticket.Bn)).toEqual([
      { Section: 'সাধারণ', Category: 'প্রাপ্তবয়স্ক' },
      { Section: 'প্রিমিয়াম', Category: 'প্রাপ্তবয়স্ক' },
    ])
  })

  it("moves a copy of the build's snapshot to today: each event as many days ahead as it was when written", async () => {
    const { db, config } = { db: context.database.db, config: context.app.config }
    const startsOf = async () =>
      (await db.select({ startsAt: events.startsAt }).from(events)).map((e) => +e.startsAt)
    const before = await startsOf()
    await markAsSnapshot(db, new Date(Date.now() - 10 * DAY))
    expect(await seedDemoData(db, config)).toBe(true)
    expect((await startsOf()).map((time, index) => time - (before[index] ?? 0))).toEqual(
      before.map(() => 10 * DAY),
    )
    // Once moved, it is an ordinary seeded database.
    expect(await seedDemoData(db, config)).toBe(false)
  })
})
