import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { testConfig } from '../config.ts'
import { buyChoiceOnlineAs, buyOnline, sellingOrganization } from '../testing/money-fixtures.ts'
import { seatedSale, seatIdsOf } from '../testing/seating-fixtures.ts'
import { useListeningTestApp } from '../testing/test-app.ts'
import { onPostgres } from '../testing/test-database.ts'
import { backupPostgres, restorePostgres } from './backup.ts'
import { type Db, openDatabase } from './database.ts'
import { ledgerEntries, purchaseItems, purchases, seats } from './schema.ts'

const context = useListeningTestApp()

/** Everything a sale left: purchases, their seats, the seats' states and the ledger, in a fixed order. */
async function sales(db: Db) {
  return {
    purchases: await db.select().from(purchases).orderBy(asc(purchases.id)),
    items: await db.select().from(purchaseItems).orderBy(asc(purchaseItems.id)),
    seats: await db.select().from(seats).orderBy(asc(seats.id)),
    ledger: await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
  }
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(statement)
  await client.end()
}

// pg_dump and pg_restore need a PostgreSQL server; the embedded database's copy is PGlite's own dump.
describe.runIf(onPostgres)('npm run backup, npm run restore (PostgreSQL)', () => {
  it('restores a database with sales into a new one, on which the app starts with every sale the same', async () => {
    const sale = await seatedSale(context.app)
    const [first, second] = seatIdsOf(sale.plan) as [string, string]
    await buyChoiceOnlineAs(context.app, sale.event.id, { Seats: [first] })
    await buyChoiceOnlineAs(context.app, sale.event.id, { Seats: [second] })
    const counted = await sellingOrganization(context.app)
    await buyOnline(context.app, counted.event.id, counted.ticket.id)
    const before = await sales(context.database.db)
    expect(before.ledger.length).toBeGreaterThan(0)

    const folder = mkdtempSync(join(tmpdir(), 'mela-backup-'))
    const file = join(folder, 'database.dump')
    const sourceUrl = (context.database as { url?: string }).url as string
    await backupPostgres(sourceUrl, file)
    const target = new URL(sourceUrl)
    const name = `${target.pathname.slice(1)}_restored`
    target.pathname = `/${name}`
    const serverUrl = process.env.TEST_DATABASE_URL as string
    await admin(serverUrl, `create database ${name}`)
    try {
      await restorePostgres(target.toString(), file)
      // A second restore into the same database is refused rather than mixed in.
      await expect(restorePostgres(target.toString(), file)).rejects.toThrow(/already has tables/)
      const restored = await openDatabase({ url: target.toString() })
      const app = await buildApp(testConfig(), { database: restored })
      try {
        expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200)
        expect(await sales(restored.db)).toEqual(before)
      } finally {
        await app.close()
        await restored.close()
      }
    } finally {
      await admin(serverUrl, `drop database if exists ${name} with (force)`)
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
