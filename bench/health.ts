import { spawn } from 'node:child_process'
import { freshPostgres } from './lib/database.ts'
import { type Measurement, measure, printTable } from './lib/measure.ts'
import { freePort, repoRoot, startMela, stopChild, waitForHttp } from './lib/processes.ts'

// Mela's request path against a bare Fastify hello-world, all separate processes measured one after
// the other in this run: /api/client-config (headers, request ids, no database), then /api/health
// (one database round trip) on the embedded PGlite and on PostgreSQL when a server answers.
const duration = Number(process.env.BENCH_SECONDS ?? 10)

const port = await freePort()
const baseline = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port) },
  stdio: 'inherit',
})
const rows: Measurement[] = []
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`)
  rows.push(await measure('bare Fastify hello-world', `http://127.0.0.1:${port}/api/health`, { duration }))
} finally {
  stopChild(baseline)
}

const embedded = await startMela()
try {
  rows.push(await measure('Mela GET /api/client-config', `${embedded.url}/api/client-config`, { duration }))
  rows.push(await measure('Mela GET /api/health (PGlite)', `${embedded.url}/api/health`, { duration }))
} finally {
  embedded.stop()
}

const postgres = await freshPostgres()
if (postgres) {
  const mela = await startMela({ databaseUrl: postgres.url })
  try {
    rows.push(await measure('Mela GET /api/health (PostgreSQL)', `${mela.url}/api/health`, { duration }))
  } finally {
    mela.stop()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await postgres.drop()
  }
}
printTable(rows)
