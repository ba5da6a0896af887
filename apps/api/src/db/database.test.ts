import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, onPostgres } from '../testing/test-database.ts'
import { openDatabase } from './database.ts'

// A first `npm start` is healthy in seconds: a new data folder is a copy of the database the build prepared.
async function preparedCopy(marker: string) {
  const client = new PGlite()
  await client.exec(`create table prepared (marker text); insert into prepared values ('${marker}')`)
  const path = join(mkdtempSync(join(tmpdir(), 'mela-empty-')), 'empty-database.tar.gz')
  writeFileSync(path, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()))
  await client.close()
  return path
}
type Database = Awaited<ReturnType<typeof openDatabase>>
// Both drivers answer { rows }; the shared query builder does not say so.
const rowsOf = async <Row>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows
const markers = async (database: Database) =>
  (await rowsOf<{ marker: string }>(database, sql`select marker from prepared`)).map((row) => row.marker)

describe('the embedded database', () => {
  it('starts a new data folder from the prepared copy, migrated, and never loads it over an existing one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mela-data-'))
    const first = await openDatabase({ dataDir, emptyDatabase: await preparedCopy('first') })
    expect(await markers(first)).toEqual(['first'])
    await first.db.execute(sql`insert into users (username, first_name) values ('kept', 'Kept')`)
    await first.close()

    const again = await openDatabase({ dataDir, emptyDatabase: await preparedCopy('second') })
    expect(await markers(again)).toEqual(['first'])
    expect(await rowsOf(again, sql`select username from users`)).toEqual([{ username: 'kept' }])
    await again.close()
  })
})

describe.skipIf(!onPostgres)('PostgreSQL cutting the connections', () => {
  it('fails the transaction whose connection was cut, without stopping the process, and serves the next query', async () => {
    const database = await createTestDatabase()
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    try {
      const cut = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        // Between two queries of a transaction, the connection is lent out and idle: what a restart or
        // failover of the server cuts most often mid-sale.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
        await new Promise((resolve) => setTimeout(resolve, 200))
        await tx.execute(sql`select 2`)
      })
      await expect(cut).rejects.toThrow()
      expect(await rowsOf(database, sql`select 3 as n`)).toEqual([{ n: 3 }])
    } finally {
      await admin.end()
      await database.close()
    }
  })
})
