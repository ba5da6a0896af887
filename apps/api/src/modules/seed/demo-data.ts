import { takaToPoisha } from '@mela/shared/money'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import {
  accountMembers,
  accounts,
  bundles,
  bundleTickets,
  discounts,
  eventPerformers,
  events,
  performerAccounts,
  performers,
  platformSecrets,
  tickets,
  users,
} from '../../db/schema.ts'
import { savePlan } from '../seating/save-plan.service.ts'
import { makeDemoImage } from './demo-banners.ts'
import { DEMO_EVENTS, DEMO_ORGANIZATIONS, DEMO_PERFORMERS } from './demo-catalog.ts'
import { demoHall } from './demo-hall.ts'
import { DEMO_MARKER, moveSnapshotToToday } from './demo-snapshot.ts'

const DAY = 24 * 60 * 60 * 1000
const SECTIONS = ['General', 'Premium', 'VIP']
// The same names for Bengali readers: a seated hall's sections are named in both, and so are its tickets.
const SECTIONS_BN = ['সাধারণ', 'প্রিমিয়াম', 'ভিআইপি']
const CATEGORIES = { Free: 'ফ্রি', Adult: 'প্রাপ্তবয়স্ক' } as const

/** Whether the demo data has been written to this database before. */
async function alreadySeeded(db: Db) {
  return (await db.select().from(platformSecrets).where(eq(platformSecrets.name, DEMO_MARKER))).length > 0
}

/**
 * Fills a new database with a living feed: organizations (some verified), performers and about
 * thirty events with tickets, bundles and discounts, banners drawn locally. Runs once per database
 * (a database copied from the build's demo snapshot has its days moved to today instead).
 * The demo owner account has no password, so nobody can sign in as it.
 */
export async function seedDemoData(db: Db, config: Config, now = new Date()): Promise<boolean> {
  if (await alreadySeeded(db)) return moveSnapshotToToday(db, now)
  // The forty pictures first and all at once: sharp draws them on its own threads, so the first
  // `npm start` waits for the slowest one instead of the sum of them.
  const [logos, portraits, banners] = await Promise.all([
    Promise.all(
      DEMO_ORGANIZATIONS.map((demo, index) =>
        makeDemoImage(
          db,
          config,
          `organizations/demo_${demo.feedUrl}`,
          index + 1,
          [demo.hue, demo.hue + 40],
          true,
        ),
      ),
    ),
    Promise.all(
      DEMO_PERFORMERS.map((_, index) =>
        makeDemoImage(db, config, `performers/demo_${index}`, 100 + index, [280, 320], true),
      ),
    ),
    Promise.all(
      DEMO_EVENTS.map((_, index) =>
        makeDemoImage(db, config, `events/demo_${index}`, 200 + index, [
          (index * 37) % 360,
          (index * 37 + 60) % 360,
        ]),
      ),
    ),
  ])
  // One transaction: a start stopped halfway leaves no half-filled feed, and PGlite commits once.
  return db.transaction((tx) => writeDemoData(tx as unknown as Db, now, { logos, portraits, banners }))
}

async function writeDemoData(
  db: Db,
  now: Date,
  images: { logos: string[]; portraits: string[]; banners: string[] },
): Promise<boolean> {
  const [owner] = await db
    .insert(users)
    .values({ username: 'auto_demo_organizer', firstName: 'Demo', lastName: 'Organizer', kind: 'auto' })
    .onConflictDoNothing()
    .returning()
  if (!owner) return false

  const accountIds: string[] = []
  for (const [index, demo] of DEMO_ORGANIZATIONS.entries()) {
    const logo = images.logos[index]
    const [account] = await db
      .insert(accounts)
      .values({
        name: demo.name,
        feedUrl: demo.feedUrl,
        verified: demo.verified,
        brandStatement: demo.statement,
        imageUrl: logo,
        ownerId: owner.id,
        enableCashSell: true,
      })
      .returning()
    if (!account) continue
    accountIds.push(account.id)
    await db.insert(accountMembers).values({ accountId: account.id, userId: owner.id, role: 'owner' })
  }

  const performerIds: string[] = []
  for (const [index, demo] of DEMO_PERFORMERS.entries()) {
    const image = images.portraits[index]
    const [performer] = await db
      .insert(performers)
      .values({
        firstName: demo.firstName,
        lastName: demo.lastName,
        alternativeName: demo.alternativeName,
        biography: demo.biography,
        image,
        createdBy: owner.id,
      })
      .returning()
    if (!performer) continue
    performerIds.push(performer.id)
    await db
      .insert(performerAccounts)
      .values(accountIds.map((accountId) => ({ performerId: performer.id, accountId })))
  }

  for (const [index, demo] of DEMO_EVENTS.entries()) {
    const accountId = accountIds[demo.organization]
    if (!accountId) continue
    const startsAt = new Date(now.getTime() + demo.days * DAY)
    startsAt.setUTCHours(12 + (index % 4), 0, 0, 0)
    const banner = images.banners[index]
    const [event] = await db
      .insert(events)
      .values({
        accountId,
        title: demo.title,
        description: demo.description,
        category: demo.category,
        district: demo.district,
        venue: demo.online ? null : demo.venue,
        online: demo.online ?? false,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (demo.hours ?? 4) * 60 * 60 * 1000),
        visibility: 'public',
        imageUrl: banner,
        features: demo.online ? [] : ['family-friendly'],
        publishedAt: now,
        createdBy: owner.id,
      })
      .returning()
    if (!event) continue
    const made = await addDemoCatalog(db, event.id, demo.prices, index, demo)
    const [general, premium] = made
    if (demo.seated && general && premium) await savePlan(db, event.id, demoHall(premium.id, general.id), now)
    const cast = (demo.performers ?? []).map((p) => performerIds[p]).filter((id): id is string => Boolean(id))
    if (cast.length > 0)
      await db
        .insert(eventPerformers)
        .values(cast.map((performerId, position) => ({ eventId: event.id, performerId, position })))
  }
  await db
    .insert(platformSecrets)
    .values({ name: DEMO_MARKER, value: now.toISOString() })
    .onConflictDoNothing()
  return true
}

async function addDemoCatalog(
  db: Db,
  eventId: string,
  prices: number[],
  index: number,
  { online = false, seated = false }: { online?: boolean; seated?: boolean },
) {
  const made = await db
    .insert(tickets)
    .values(
      prices.map((price, position) => ({
        eventId,
        section: SECTIONS[position] ?? `Tier ${position + 1}`,
        category: price === 0 ? 'Free' : 'Adult',
        bn: { Section: SECTIONS_BN[position] ?? null, Category: CATEGORIES[price === 0 ? 'Free' : 'Adult'] },
        price: takaToPoisha(price),
        capacity: [200, 80, 20][position] ?? 50,
        // A seated event's seats are sold one by one on its plan: it starts with none sold.
        sold: seated
          ? 0
          : index % 5 === 0 && position === prices.length - 1
            ? ([200, 80, 20][position] ?? 50)
            : (index * 7) % 30,
        limitPerUser: price === 0 ? 2 : 6,
        url: online ? 'https://meet.example.com/mela-demo' : null,
        position,
      })),
    )
    .returning()
  const paid = made.filter((ticket) => ticket.price > 0)
  const first = paid[0]
  if (first && index % 3 === 0 && !seated) {
    const [bundle] = await db
      .insert(bundles)
      .values({
        eventId,
        name: 'Friends pack (4)',
        price: Math.round(first.price * 4 * 0.85),
        note: 'Four tickets, 15% off',
      })
      .returning()
    if (bundle)
      await db.insert(bundleTickets).values({ bundleId: bundle.id, ticketId: first.id, quantity: 4 })
  }
  if (paid.length > 0 && index % 2 === 0) {
    await db.insert(discounts).values({
      eventId,
      code: `MELA${10 + index}`,
      type: 'percentage',
      description: 'Early bird',
      amount: 1000,
      maxUses: 50,
    })
  }
  return made
}
