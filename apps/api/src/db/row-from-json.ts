import { getTableColumns, type InferSelectModel, type SQL, type Table } from 'drizzle-orm'
import type { Db } from './database.ts'

/**
 * A table's row as the database wrote it with `to_jsonb(row)` (column names, JSON values), read into the
 * shape Drizzle's own selects give: so a server-side function can hand back the row it wrote instead of
 * the app asking for it again.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as InferSelectModel<T>
}

/** Runs a statement that answers `to_jsonb(<a row of table>) as row` and reads its first row, if any. */
export async function firstRowOf<T extends Table>(db: Db, table: T, statement: SQL) {
  const result = (await db.execute(statement)) as unknown as { rows: { row: Record<string, unknown> }[] }
  const json = result.rows[0]?.row
  return json ? rowFromJson(table, json) : undefined
}
