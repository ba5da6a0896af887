import { readdirSync, readFileSync } from 'node:fs'
import pg from 'pg'

// CPU time spent by the processes that serve a bench, read from /proc (Linux), so a bench can say
// where each request's time went: the Mela instances, PostgreSQL's backends, the load generator.
const TICKS_PER_SECOND = 100

/**
 * CPU milliseconds a process has used so far, to the nanosecond: the sum of its threads' run time
 * (schedstat), since a bench's sale lasts seconds and its forty backends' 10 ms ticks would blur a per-hold
 * figure by a millisecond. Falls back to the ticks of `stat`; 0 when the process is gone or /proc is absent.
 */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return 0
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, thread) => {
      const ran = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]
      return sum + Number(ran) / 1e6
    }, 0)
  } catch {
    return tickedCpuMs(pid)
  }
}

function tickedCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** CPU milliseconds used so far by PostgreSQL's backends serving `databaseUrl`'s database, per backend. */
export async function backendCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      // Client backends only: autovacuum's passes come when they come, and one landing in a two-second
      // sale, or not, moved a per-hold figure by a millisecond from run to run.
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    )
    return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]))
  } finally {
    await client.end()
  }
}

/**
 * CPU milliseconds used so far by every PostgreSQL process on this machine, per process: the bench
 * database's backends, the checkpointer, background and WAL writers, autovacuum, and other databases'
 * sessions (on a shared machine, other people's work too). The backends of the bench's database alone
 * miss the writes' later costs (the WAL writer's flushes, the checkpointer's page writes), so a bench quotes
 * both: the backends' figure is the better one, this one the worse. A process that exited between two
 * readings is missed (its last ticks are lost); one born in between counts from zero.
 */
export function serverCpuMs(): Map<number, number> {
  const used = new Map<number, number>()
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return used
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      if (name === 'postgres' || name.startsWith('postgres:'))
        used.set(Number(pid), processCpuMs(Number(pid)))
    } catch {
      // gone meanwhile
    }
  }
  return used
}

/** What the backends used between two readings (a backend born in between counts from zero). */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0)
  return used
}

/**
 * The processes that serve a sale: the Mela instances, the bKash sandbox standing in for bKash, and any
 * other gateway's stand-in (SSLCommerz's), whose CPU counts with the sandbox's: the gateways' work.
 */
export type SaleProcesses = {
  instances: { pid: number | undefined }[]
  sandbox: { pid: number | undefined }
  gateways?: { pid: number | undefined }[]
}

/** CPU milliseconds one kind of process spent between two readings. */
export type CpuSpent = { mela: number; postgres: number; postgresAll: number; sandbox: number; load: number }

/** One reading of the sale's processes' CPU so far; two are compared by cpuBetween. */
export type CpuReading = Awaited<ReturnType<typeof readCpu>>

export async function readCpu(processes: SaleProcesses, backends?: () => Promise<Map<number, number>>) {
  return {
    mela: processes.instances.reduce((sum, instance) => sum + processCpuMs(instance.pid), 0),
    sandbox: [processes.sandbox, ...(processes.gateways ?? [])].reduce(
      (sum, gateway) => sum + processCpuMs(gateway.pid),
      0,
    ),
    backends: backends ? await backends() : new Map<number, number>(),
    server: backends ? serverCpuMs() : new Map<number, number>(),
    load: process.cpuUsage(),
  }
}

/**
 * A reading of the sale's CPU now, another at `take` (the first call counts; without one, `spent` reads
 * nothing), compared by `spent`: Mela's instances, PostgreSQL's backends (read by `backends`, if given,
 * and then every PostgreSQL process of the machine too),
 * the bKash sandbox and this load generator each apart.
 */
export async function watchCpu(processes: SaleProcesses, backends?: () => Promise<Map<number, number>>) {
  const start = await readCpu(processes, backends)
  let end: typeof start | undefined
  return {
    take: async () => {
      end ??= await readCpu(processes, backends)
    },
    spent: (): CpuSpent => cpuBetween(start, end ?? start),
    /** The reading this watch started from. */
    start,
  }
}

/** What each kind of process spent between two readings. */
export function cpuBetween(start: CpuReading, last: CpuReading): CpuSpent {
  return {
    mela: last.mela - start.mela,
    postgres: backendCpuBetween(start.backends, last.backends),
    postgresAll: backendCpuBetween(start.server, last.server),
    sandbox: last.sandbox - start.sandbox,
    load: (last.load.user + last.load.system - start.load.user - start.load.system) / 1000,
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10

/** CPU ms per hold of each kind, to a tenth, as the sale benches print them (a table's columns). */
export const cpuPerHold = (spent: CpuSpent, holds: number) => ({
  'CPU ms/hold Mela': round1(spent.mela / holds),
  'CPU ms/hold PostgreSQL': round1(spent.postgres / holds),
  'CPU ms/hold PG all processes': round1(spent.postgresAll / holds),
  'CPU ms/hold sandboxes': round1(spent.sandbox / holds),
  'CPU ms/hold load': round1(spent.load / holds),
})
