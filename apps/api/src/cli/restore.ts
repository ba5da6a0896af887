import { cpSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { restoreEmbedded, restorePostgres } from '../db/backup.ts'
import { lockDataDir } from '../db/data-dir-lock.ts'
import { mediaDir } from '../modules/media/media-store.ts'

// `npm run restore -- <folder> [--replace]`: a folder `npm run backup` wrote, into DATABASE_URL's database (or
// DATA_DIR's embedded one) and DATA_DIR's pictures. With the app stopped; a database already there is refused
// unless --replace.
const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
})
if (!positionals[0]) {
  console.error('Usage: npm run restore -- <backup folder> [--replace]')
  process.exit(2)
}
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const folder = resolve(positionals[0])
try {
  if (config.databaseUrl)
    await restorePostgres(config.databaseUrl, join(folder, 'database.dump'), { replace: values.replace })
  else {
    const unlock = lockDataDir(config.dataDir)
    try {
      await restoreEmbedded(config.dataDir, join(folder, 'database.tar.gz'), { replace: values.replace })
    } finally {
      unlock()
    }
  }
  if (existsSync(join(folder, 'media')))
    cpSync(join(folder, 'media'), mediaDir(config.dataDir), { recursive: true })
  console.log(`Restored from ${folder}`)
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
