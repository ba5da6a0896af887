import { cpSync, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadConfig } from '../config.ts'
import { backupEmbedded, backupPostgres } from '../db/backup.ts'
import { lockDataDir } from '../db/data-dir-lock.ts'
import { mediaDir } from '../modules/media/media-store.ts'

// `npm run backup [-- <folder>]`: the database (PostgreSQL with pg_dump while it runs; the embedded one with
// the app stopped) and the uploaded pictures kept in DATA_DIR, into one folder (default backups/mela-<time>).
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const folder = resolve(process.argv[2] ?? join('backups', `mela-${stamp}`))
mkdirSync(folder, { recursive: true })
try {
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, join(folder, 'database.dump'))
  else {
    const unlock = lockDataDir(config.dataDir)
    try {
      await backupEmbedded(config.dataDir, join(folder, 'database.tar.gz'))
    } finally {
      unlock()
    }
  }
  const media = mediaDir(config.dataDir)
  if (existsSync(media))
    cpSync(media, join(folder, 'media'), { recursive: true, filter: (path) => !path.includes('/.cache') })
  console.log(`Backed up to ${folder}`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
