import { existsSync } from 'node:fs'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { lockDataDir } from './db/data-dir-lock.ts'
import { drain } from './lib/drain.ts'
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
  // SIGTERM comes from a process manager or an orchestrator, with a load balancer to warn first; Ctrl-C
  // (SIGINT) from a person at a terminal, who waits for no grace.
  const graceMs = signal === 'SIGTERM' ? config.drain.graceMs : 0
  const drained = await drain(app, { graceMs, timeoutMs: config.drain.timeoutMs })
  unlock()
  process.exit(drained ? 0 : 1)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
