import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq, ne, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { events, platformSecrets } from '../../db/schema.ts'
import { apiRoot } from '../../paths.ts'
import { mediaDir } from '../media/media-store.ts'

// `npm run build` seeds an embedded database once and keeps it (dist/demo-database.tar.gz) with its pictures
// (dist/demo-media): a first `npm start` copies both instead of drawing forty pictures and writing the demo,
// seconds on a busy machine. The demo's marker then says `snapshot:<when>`, and the first start moves
// the events' days to today.
export const DEMO_MARKER = 'demo-data-seeded'
const SNAPSHOT = 'snapshot:'
const DAY = 24 * 60 * 60 * 1000
const demoDatabase = join(apiRoot, 'dist/demo-database.tar.gz')
const demoMedia = join(apiRoot, 'dist/demo-media')

/**
 * The demo snapshot to create a new embedded database from, its pictures already copied into the data folder;
 * undefined when it does not apply (PostgreSQL, no demo wanted, Cloudinary, a database already there, no build).
 */
export function demoSnapshotFor(config: Config): string | undefined {
  if (config.databaseUrl || !config.seedDemo || config.media.cloudinary) return undefined
  if (existsSync(join(config.dataDir, 'db')) || !existsSync(demoDatabase) || !existsSync(demoMedia))
    return undefined
  cpSync(demoMedia, mediaDir(config.dataDir), { recursive: true })
  return demoDatabase
}

/**
 * Readies a freshly seeded database to be copied by every install: without the secrets made while seeding
 * (each install makes its own), the marker saying when the demo was written.
 */
export async function markAsSnapshot(db: Db, seededAt: Date) {
  await db.delete(platformSecrets).where(ne(platformSecrets.name, DEMO_MARKER))
  await db
    .update(platformSecrets)
    .set({ value: `${SNAPSHOT}${seededAt.toISOString()}` })
    .where(eq(platformSecrets.name, DEMO_MARKER))
}

/**
 * A demo copied from the snapshot: its events moved by whole days, so that they keep their hours and are as
 * far from today as they were from the day it was written. Answers whether there was one to move.
 */
export async function moveSnapshotToToday(db: Db, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, DEMO_MARKER))
  if (!marker?.value.startsWith(SNAPSHOT)) return false
  const days = Math.round((now.getTime() - Date.parse(marker.value.slice(SNAPSHOT.length))) / DAY)
  const by = sql`make_interval(days => ${days})`
  await db.transaction(async (tx) => {
    await tx.update(events).set({
      startsAt: sql`${events.startsAt} + ${by}`,
      endsAt: sql`${events.endsAt} + ${by}`,
      publishedAt: sql`${events.publishedAt} + ${by}`,
    })
    await tx
      .update(platformSecrets)
      .set({ value: now.toISOString() })
      .where(eq(platformSecrets.name, DEMO_MARKER))
  })
  return true
}
