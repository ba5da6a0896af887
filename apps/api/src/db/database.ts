import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { apiRoot, migrationsDir } from '../paths.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** The query builder both drivers share; services take it (or a transaction) as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
  /** PostgreSQL's pool right now (the metrics' gauges); PGlite has one connection and no pool. */
  pool?: () => { total: number; idle: number; waiting: number }
}

// Any constant shared by all instances: it serialises migrations when several start at once.
const MIGRATION_LOCK = 4_815_162_342

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/db` (or memory); a new `dataDir/db`
 * starts as a copy of `emptyDatabase` (default: the build's empty database).
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  emptyDatabase?: string
}): Promise<Database> {
  if (options.url) return openPostgres(options.url)
  const dir = options.dataDir ? join(options.dataDir, 'db') : undefined
  const copy = options.emptyDatabase ?? join(apiRoot, 'dist/empty-database.tar.gz')
  const client = new PGlite(dir, { loadDataDir: dir ? emptyDatabaseFor(dir, copy) : undefined })
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder: migrationsDir })
  return { db, kind: 'pglite', close: () => client.close() }
}

/**
 * A new data folder starts from the empty database `npm run build` prepared (dist/empty-database.tar.gz):
 * a second instead of initdb and every migration. Migrations still run after, so an older copy is fine.
 */
function emptyDatabaseFor(dir: string, copy: string): Blob | undefined {
  if (existsSync(dir) || !existsSync(copy)) return undefined
  // Node's own gunzip is several times faster than PGlite's, which runs in JavaScript.
  return new Blob([gunzipSync(readFileSync(copy))])
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 })
  // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the process.
  // The pool only listens on idle ones: one lent out between two queries (inside a transaction) would
  // otherwise throw its 'error' event unheard. Its next query fails instead (answered 503), and the pool
  // discards it when it comes back.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`)),
  )
  // The idle ones' errors reach the pool too: already said above.
  pool.on('error', () => {})
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePostgres(drizzlePostgres({ client: lockClient, schema }), {
      migrationsFolder: migrationsDir,
    })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    lockClient.release()
  }
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
