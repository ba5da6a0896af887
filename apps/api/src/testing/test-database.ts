import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../db/database.ts'

/** True when tests run on a real PostgreSQL server (CI sets TEST_DATABASE_URL). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL's server, or
 * an in-memory PGlite. `close` drops what it created.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({})

  const name = `mela_test_${randomBytes(6).toString('hex')}`
  // A copy of the run's migrated database (template-database.ts) when there is one: openDatabase then
  // finds every migration applied. Without it (a run outside this config) the migrations run here.
  const template = inject('templateDatabase')
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()

  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    ...database,
    // A second pool on this URL is a second app instance as far as PostgreSQL can tell.
    url: url.toString(),
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
