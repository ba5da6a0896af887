import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { loadConfig } from '../config.ts'
import type { Db } from '../db/database.ts'
import * as schema from '../db/schema.ts'
import { mediaDir } from '../modules/media/media-store.ts'
import { seedDemoData } from '../modules/seed/demo-data.ts'
import { markAsSnapshot } from '../modules/seed/demo-snapshot.ts'
import { apiRoot, migrationsDir } from '../paths.ts'

// Run by `npm run build` after the empty database: the demo written once into a copy of it, kept with its
// pictures for a first `npm start` to copy (modules/seed/demo-snapshot.ts).
const dist = join(apiRoot, 'dist')
const work = mkdtempSync(join(tmpdir(), 'mela-demo-snapshot-'))
try {
  const client = new PGlite({
    loadDataDir: new Blob([gunzipSync(readFileSync(join(dist, 'empty-database.tar.gz')))]),
  })
  const db = drizzle({ client, schema }) as unknown as Db
  await migrate(db as never, { migrationsFolder: migrationsDir })
  const now = new Date()
  await seedDemoData(db, loadConfig({ DATA_DIR: work, NODE_ENV: 'production', LOG_LEVEL: 'silent' }), now)
  await markAsSnapshot(db, now)
  const dump = await client.dumpDataDir('gzip')
  await client.close()
  writeFileSync(join(dist, 'demo-database.tar.gz'), Buffer.from(await dump.arrayBuffer()))
  rmSync(join(dist, 'demo-media'), { recursive: true, force: true })
  cpSync(mediaDir(work), join(dist, 'demo-media'), { recursive: true })
} finally {
  rmSync(work, { recursive: true, force: true })
}
