// `npm run cluster`: what deploy/ describes, on this machine: a PostgreSQL database on the local server, the bKash
// and SSLCommerz sandboxes as processes of their own (as the real gateways are), N Mela instances and HAProxy in
// front, until Ctrl-C. CLUSTER_INSTANCES (3), CLUSTER_PORT (8080, the balancer; instances take the next ports),
// CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/mela_cluster, created when missing), CLUSTER_RELEASE (the
// folder of another build of Mela to run the instances from: the soak's previous release).
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'

const root = new URL('..', import.meta.url).pathname
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3)
const lbPort = Number(process.env.CLUSTER_PORT ?? 8080)
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mela_cluster'
const folder = join(root, '.cluster', String(lbPort))
const publicUrl = `http://127.0.0.1:${lbPort}`
const bkashPort = lbPort + instances + 1
const sslcommerzPort = lbPort + instances + 2
const metricsToken = process.env.METRICS_TOKEN ?? randomBytes(24).toString('hex')

if (!existsSync('/usr/sbin/haproxy')) {
  console.error('HAProxy is not installed: apt-get install -y haproxy')
  process.exit(1)
}
execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' })
mkdirSync(join(folder, 'data'), { recursive: true })
await createDatabase(databaseUrl)
// Which build each instance (re)start runs: this tree, or the one this file names. The soak rewrites it before
// its rolling restart, so that each instance replaced comes back as the new release.
const releaseFile = join(folder, 'release')
writeFileSync(releaseFile, process.env.CLUSTER_RELEASE ?? root)
const release = () => readFileSync(releaseFile, 'utf8').trim() || root
// Readiness (/api/health/ready) came with this script; a release from before it has liveness only. The balancer
// checks what every release it may run answers (CLUSTER_HEALTH_PATH: the soak's previous release has none).
const healthPath = (from) =>
  readFileSync(join(from, 'apps/api/dist/server.mjs'), 'utf8').includes('/health/ready')
    ? '/api/health/ready'
    : '/api/health'
const balancerCheck = process.env.CLUSTER_HEALTH_PATH ?? healthPath(release())

/** Every process this script started, by name, so that a stop reaches each one. */
const children = new Map()
let stopping = false

/** The environment of instance `n` (deploy/instance.env, filled in for this machine). */
const instanceEnv = (n) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(lbPort + n),
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: 'true',
  DATA_DIR: join(folder, 'data'),
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  BKASH_BASE_URL: `http://127.0.0.1:${bkashPort}/bkash-sandbox/v1.2.0-beta`,
  BKASH_APP_KEY: 'sandbox-app-key',
  BKASH_APP_SECRET: 'sandbox-app-secret',
  BKASH_USERNAME: 'sandbox-username',
  BKASH_PASSWORD: 'sandbox-password',
  SSLCOMMERZ_BASE_URL: `http://127.0.0.1:${sslcommerzPort}/sslcommerz-sandbox`,
  // Everyone on one machine comes from 127.0.0.1: the per-address purchase limit would stop a crowd test.
  RATE_LIMIT_EXEMPT: process.env.RATE_LIMIT_EXEMPT ?? '127.0.0.1',
  // The first instance writes the demo feed into an empty database, once.
  SEED_DEMO: n === 1 ? 'true' : 'false',
})

/** Runs a Node script of the repository (or, with `args`, a program) as one of the cluster's processes. */
function start(name, script, env, args, cwd = root) {
  const [file, argv] = args ? [script, args] : [process.execPath, [resolve(root, script)]]
  const child = spawn(file, argv, { cwd, env, stdio: 'inherit' })
  children.set(name, child)
  writePids()
  child.on('exit', (code, signal) => {
    if (children.get(name) === child) children.delete(name)
    if (stopping) return
    console.log(`${name} exited (${signal ?? code})`)
    // As a process manager would (systemd's Restart=always): an instance that died or was stopped comes back.
    const n = Number(name.replace(/^mela/, ''))
    if (name.startsWith('mela') && !children.has(name))
      setTimeout(() => {
        if (!stopping) startInstance(n).catch((error) => console.error(error.message))
      }, 200)
  })
  return child
}

// Which process is which, for whoever wants to stop or kill one (npm run soak:cluster).
function writePids() {
  const pids = Object.fromEntries([...children].map(([name, child]) => [name, child.pid]))
  writeFileSync(join(folder, 'pids.json'), JSON.stringify(pids))
}

async function healthy(url, child) {
  // Three minutes: a first start migrates an empty database and seeds the demo, slow on a loaded machine.
  for (let tries = 0; tries < 1800; tries++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

async function createDatabase(url) {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  target.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: target.toString() })
  await admin.connect()
  const found = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`)
  await admin.end()
}

function haproxyConfig() {
  const servers = Array.from(
    { length: instances },
    (_, i) => `    server mela${i + 1} 127.0.0.1:${lbPort + i + 1} check`,
  ).join('\n')
  const template = readFileSync(join(root, 'deploy/haproxy.cfg'), 'utf8')
  const file = join(folder, 'haproxy.cfg')
  const config = template
    .replace(/( {4}server mela\d+ .*\n)+/, `${servers}\n`)
    .replace('option httpchk GET /api/health/ready', `option httpchk GET ${balancerCheck}`)
  writeFileSync(file, config)
  return file
}

/** Starts instance `n` (again, after a crash or for a rolling restart) and waits until it is ready. */
async function startInstance(n) {
  const from = release()
  const child = start(`mela${n}`, join(from, 'apps/api/dist/server.mjs'), instanceEnv(n), undefined, from)
  await healthy(`http://127.0.0.1:${lbPort + n}${healthPath(from)}`, child)
  return child
}

function stopAll() {
  if (stopping) return
  stopping = true
  for (const child of children.values()) child.kill('SIGTERM')
  const deadline = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL')
    process.exit(1)
  }, 30_000)
  const check = setInterval(() => {
    if (children.size > 0) return
    clearInterval(check)
    clearTimeout(deadline)
    process.exit(0)
  }, 100)
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

try {
  // The sandboxes' knobs (a wallet that fails, a slow answer) stay on: this is a machine for trying things.
  const gateways = {
    ...process.env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BKASH_SANDBOX_KNOBS: 'true',
    SSLCOMMERZ_SANDBOX_KNOBS: 'true',
  }
  const bkash = start('bkash-sandbox', 'scripts/bkash-sandbox.mjs', { ...gateways, PORT: String(bkashPort) })
  const sslcommerz = start('sslcommerz-sandbox', 'scripts/sslcommerz-sandbox.mjs', {
    ...gateways,
    PORT: String(sslcommerzPort),
  })
  await healthy(`http://127.0.0.1:${bkashPort}/bkash-sandbox/health`, bkash)
  await healthy(`http://127.0.0.1:${sslcommerzPort}/sslcommerz-sandbox/health`, sslcommerz)
  // The first alone (it migrates and seeds), then the others together.
  await startInstance(1)
  await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startInstance(i + 2)))
  const haproxy = start(
    'haproxy',
    '/usr/sbin/haproxy',
    { ...process.env, MELA_LB_BIND: `127.0.0.1:${lbPort}` },
    ['-db', '-f', haproxyConfig()],
  )
  await healthy(`${publicUrl}${balancerCheck}`, haproxy)
  writeFileSync(
    join(folder, 'cluster.json'),
    JSON.stringify({ publicUrl, databaseUrl, metricsToken, instances }),
  )
  console.log(
    `Mela: ${publicUrl} (HAProxy over ${instances} instances on ports ${lbPort + 1}–${lbPort + instances}, ` +
      `database ${databaseUrl}). Metrics: curl -H 'Authorization: Bearer ${metricsToken}' ` +
      `http://127.0.0.1:${lbPort + 1}/metrics. Ctrl-C stops everything.`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stopAll()
}
