import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './database.ts'

/** A statement of the hot path, written as SQL with $1… and named once, so a connection plans it once. */
export type PreparedStatement = { name: string; text: string }

/**
 * Runs a named statement on the database itself: on PostgreSQL a prepared statement, parsed and planned
 * once per connection, not once per call; the embedded database runs in this process and has no parse
 * to save. No query is built per call. Not in a transaction: a transaction's `db` has no client of its own.
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client
  if (client instanceof pg.Pool) return (await client.query({ ...statement, values })).rows as Row[]
  if (client instanceof PGlite) return (await client.query<Row>(statement.text, values)).rows
  throw new Error(`${statement.name} runs on the database itself, not in a transaction`)
}

/** Whether `db` is a PostgreSQL server's pool itself (not a transaction, not the embedded database). */
export const onServer = (db: Db) => (db as { $client?: unknown }).$client instanceof pg.Pool

/** The database functions called with one JSON argument (migrations 0012–0021), never a name from input. */
type JsonFunction = 'mela_start_purchase' | 'mela_start_purchases'

/** Calls one of the database's own functions with a JSON argument and answers its JSON, prepared where it can be. */
export async function callJsonFunction(db: Db, name: JsonFunction, argument: unknown): Promise<unknown> {
  const value = JSON.stringify(argument)
  if ((db as { $client?: unknown }).$client) {
    const statement = { name, text: `select ${name}($1::jsonb) as answer` }
    const [row] = await runPrepared<{ answer: unknown }>(db, statement, [value])
    return row?.answer
  }
  const result = (await db.execute(sql`select ${sql.raw(name)}(${value}::jsonb) as answer`)) as unknown as {
    rows: { answer: unknown }[]
  }
  return result.rows[0]?.answer
}
