import { existsSync } from 'node:fs'
import { loadConfig } from '../config.ts'
import { lockDataDir } from '../db/data-dir-lock.ts'
import { openDatabase } from '../db/database.ts'
import { seedDemoData } from '../modules/seed/demo-data.ts'

// `npm run seed`: writes the demo data into the configured database, once.
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
let unlock = () => {}
try {
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  const seeded = await seedDemoData(database.db, config)
  console.log(seeded ? 'Demo data written.' : 'This database already has the demo data.')
} finally {
  await database.close()
  unlock()
}
