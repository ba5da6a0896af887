import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const repoRoot = new URL('../..', import.meta.url).pathname

// BENCH_PORTS=45100 hands out ports from there up (a machine shared by several people keeps to its own
// range) rather than any the system picks.
let nextPort = Number(process.env.BENCH_PORTS ?? 0)

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  const wanted = nextPort ? nextPort++ : 0
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', () => (wanted ? freePort().then(resolve, reject) : reject()))
    server.listen(wanted, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** A server process a bench started: where it answers, its pid (for its CPU) and how to stop it. */
export type Started = { url: string; pid: number | undefined; stop: () => void }

// The merchant account Mela asks the sandbox process for tokens with, as it would bKash (with BKASH_BASE_URL
// set, Mela requires every credential); the sandbox takes the same from its environment.
const MERCHANT = {
  BKASH_APP_KEY: 'bench-app-key',
  BKASH_APP_SECRET: 'bench-app-secret',
  BKASH_USERNAME: 'bench-username',
  BKASH_PASSWORD: 'bench-password',
}

/**
 * Runs `script` (from the repository's root) with `env` until `health` answers; fails at once if it exits.
 * BENCH_CPU_PROFILE=<folder>: the process writes a V8 CPU profile there when it stops.
 */
async function startServer(script: string, env: NodeJS.ProcessEnv, health: string) {
  const profile = process.env.BENCH_CPU_PROFILE
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: repoRoot, env, stdio: 'inherit' })
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before ${health} answered`))),
  )
  exited.catch(() => {})
  await Promise.race([waitForHttp(health), exited])
  return { pid: child.pid, stop: () => stopChild(child) }
}

/**
 * Starts the bKash sandbox as its own process (built as `npm start` builds the API), as bKash's servers
 * stand apart from Mela's: its CPU is then its own, not counted in Mela's. `baseUrl` is Mela's BKASH_BASE_URL.
 */
export async function startBkashSandbox(): Promise<Started & { baseUrl: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...MERCHANT,
  }
  const started = await startServer('scripts/bkash-sandbox.mjs', env, `${url}/bkash-sandbox/health`)
  return { url, baseUrl: `${url}/bkash-sandbox/v1.2.0-beta`, ...started }
}

/**
 * Starts the SSLCommerz sandbox as its own process, as SSLCommerz's servers stand apart from Mela's.
 * `baseUrl` is Mela's SSLCOMMERZ_BASE_URL. Its IPNs go to whatever `ipn_url` each session names.
 */
export async function startSslcommerzSandbox(): Promise<Started & { baseUrl: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, LOG_LEVEL: 'warn' }
  const started = await startServer('scripts/sslcommerz-sandbox.mjs', env, `${url}/sslcommerz-sandbox/health`)
  return { url, baseUrl: `${url}/sslcommerz-sandbox`, ...started }
}

/**
 * Starts the built API (as `npm start` runs it) on a fresh embedded database, or on `databaseUrl`. It pays
 * through `bkash` (a sandbox process from startBkashSandbox) as it would through bKash, or else through the
 * sandbox bundled in its own process.
 */
export async function startMela(
  options: {
    databaseUrl?: string
    env?: Record<string, string>
    bkash?: { baseUrl: string }
    sslcommerz?: { baseUrl: string }
  } = {},
): Promise<Started> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mela-bench-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Production serves the bundled sandbox only when asked; with BKASH_BASE_URL it pays there instead.
    ...(options.bkash ? { BKASH_BASE_URL: options.bkash.baseUrl, ...MERCHANT } : { BKASH_SANDBOX: 'true' }),
    ...(options.sslcommerz
      ? { SSLCOMMERZ_BASE_URL: options.sslcommerz.baseUrl }
      : { SSLCOMMERZ_SANDBOX: 'true' }),
    ...options.env,
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  return { url, ...(await startServer('scripts/start.mjs', env, `${url}/api/health`)) }
}

export function stopChild(child: ChildProcess) {
  if (child.exitCode === null) child.kill('SIGTERM')
}
