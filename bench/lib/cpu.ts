import { readFileSync } from 'node:fs'
import pg from 'pg'

// CPU time spent by the processes that serve a bench, read from /proc (Linux), so a bench can say
// where each request's time went: the Mela instances, PostgreSQL's backends, the load generator.
const TICKS_PER_SECOND = 100

/** User + system CPU milliseconds a process has used so far; 0 when it is gone or /proc is absent. */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return 0
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
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    )
    return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]))
  } finally {
    await client.end()
  }
}

/** What the backends used between two readings (a backend born in between counts from zero). */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0)
  return used
}
