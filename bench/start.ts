import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, repoRoot, stopChild } from './lib/processes.ts'

// `npm start` from a built checkout (what `npm ci` leaves) to a healthy server on a new data folder:
// the embedded database created, migrated and seeded with the demo data, as a first start does. The
// baseline is a bare Fastify process started the same way in this run (Node's own start-up floor).
const GOAL_MS = 4_000
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3)

// As `npm ci` leaves a clone: built. A source changed since is built now, outside the timing.
execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' })
const rows: Record<string, Record<string, number | string>> = {}
const baseline = await timesToHealthy(() => [
  process.execPath,
  ['--import', 'tsx', 'bench/baseline-server.ts'],
])
const first = await timesToHealthy(() => ['npm', ['start']])
rows['bare Fastify process'] = summary(baseline)
rows['npm start, new data folder with demo data'] = summary(first)
console.table(rows)
const median = medianOf(first)
console.log(
  `npm start healthy in ${median} ms (median of ${RUNS}; goal < ${GOAL_MS} ${median < GOAL_MS ? 'ok' : 'MISSED'}), ` +
    `${(median / medianOf(baseline)).toFixed(1)}× a bare Fastify process`,
)

/** Milliseconds from spawn to a 200 from /api/health, RUNS times, each on a new data folder. */
async function timesToHealthy(command: () => [string, string[]]): Promise<number[]> {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const port = await freePort()
    const [file, args] = command()
    const began = performance.now()
    const child = spawn(file, args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'mela-bench-start-')),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    })
    try {
      await healthy(`http://127.0.0.1:${port}/api/health`, child)
      times.push(Math.round(performance.now() - began))
    } finally {
      await stopped(child)
    }
  }
  return times
}

async function healthy(url: string, child: ChildProcess) {
  while (child.exitCode === null) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`the server exited (${child.exitCode}) before it answered`)
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.on('exit', () => resolve())
    stopChild(child)
  })
}

function medianOf(times: number[]) {
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0
}

function summary(times: number[]) {
  return { 'median ms': medianOf(times), 'min ms': Math.min(...times), 'max ms': Math.max(...times) }
}
