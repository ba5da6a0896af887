import pg from 'pg'

/**
 * A fresh PostgreSQL database for one benchmark run on BENCH_POSTGRES_URL's server (default: the
 * machine's local one), dropped by `drop()`; undefined when no server answers.
 */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  // BENCH_DATABASE_PREFIX=mela_me_ keeps a shared server's databases apart by who made them.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'mela_bench_'}${Date.now()}`
  const admin = new pg.Client({ connectionString: server })
  try {
    await admin.connect()
    await admin.query(`create database ${name}`)
  } catch {
    return undefined
  } finally {
    await admin.end().catch(() => {})
  }
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: server })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
