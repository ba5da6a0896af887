import { existsSync } from 'node:fs'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { lockDataDir } from './db/data-dir-lock.ts'
import { seedDemoData } from './modules/seed/demo-data.ts'

// Entry point of `npm start`: read the environment, open the app, listen, and stop cleanly on SIGTERM.
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
let unlock = () => {}
let app: Awaited<ReturnType<typeof buildApp>>
try {
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir)
  app = await buildApp(config)
  if (config.seedDemo && (await seedDemoData(app.database.db, config))) app.log.info('demo data written')
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  unlock()
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  // In-flight requests finish; new connections are refused; the database closes last.
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  await app.close()
  unlock()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
