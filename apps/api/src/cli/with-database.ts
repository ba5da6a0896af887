import { existsSync } from 'node:fs'
import { type Config, loadConfig } from '../config.ts'
import { lockDataDir } from '../db/data-dir-lock.ts'
import { type Db, openDatabase } from '../db/database.ts'

/**
 * Runs one command-line task on the configured database: `.env` read, the embedded data folder locked
 * (a running `npm start` holds it, so the task says so instead of corrupting it), closed whatever happens.
 */
export async function withDatabase(task: (db: Db, config: Config) => Promise<void>) {
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
    await task(database.db, config)
  } finally {
    await database.close()
    unlock()
  }
}
