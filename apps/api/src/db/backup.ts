import { execFile } from 'node:child_process'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const run = promisify(execFile)

// Backups of the database only; the scripts (cli/backup.ts, cli/restore.ts) add the uploaded pictures beside
// them. docs/operations.md says when to take them and how to restore one.

/** A PostgreSQL database in pg_dump's custom format: consistent while the app runs (one snapshot). */
export async function backupPostgres(url: string, file: string) {
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ])
}

/**
 * Restores a pg_dump backup into the database at `url`, in one transaction: all of it or nothing. A database
 * that already has tables is refused unless `replace` (its tables are then dropped first).
 */
export async function restorePostgres(url: string, file: string, options: { replace?: boolean } = {}) {
  if (!options.replace && (await hasTables(url)))
    throw new Error('The database already has tables: restore into an empty one, or pass --replace')
  const clean = options.replace ? ['--clean', '--if-exists'] : []
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    ...clean,
    `--dbname=${url}`,
    file,
  ])
}

async function hasTables(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found = await client.query(
      "select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema') limit 1",
    )
    return (found.rowCount ?? 0) > 0
  } finally {
    await client.end()
  }
}

/**
 * The embedded database of `dataDir` as one gzipped archive. PGlite has one connection and no lock of its own:
 * the caller holds the data folder's lock, so the app is stopped (docs/operations.md).
 */
export async function backupEmbedded(dataDir: string, file: string) {
  const dir = join(dataDir, 'db')
  if (!existsSync(dir)) throw new Error(`No embedded database in ${dir}`)
  const client = new PGlite(dir)
  try {
    // Dumping before PGlite is up leaves the promise unsettled and the process gone without a word.
    await client.waitReady
    const dump = await client.dumpDataDir('gzip')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/**
 * Makes `dataDir`'s embedded database the backup's. An existing one is refused unless `replace`; it is then kept
 * beside, renamed `db.before-restore-<time>`, rather than deleted.
 */
export async function restoreEmbedded(dataDir: string, file: string, options: { replace?: boolean } = {}) {
  const dir = join(dataDir, 'db')
  if (existsSync(dir)) {
    if (!options.replace)
      throw new Error(`${dir} already holds a database: pass --replace to put it aside and restore`)
    renameSync(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`)
  }
  const client = new PGlite(dir, { loadDataDir: new Blob([gunzipSync(readFileSync(file))]) })
  await client.waitReady
  await client.close()
}
