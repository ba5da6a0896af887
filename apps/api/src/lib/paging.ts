import { type AnyColumn, eq, ilike, or, type SQL } from 'drizzle-orm'
import { isUuid } from './ids.ts'

/** Rows to skip for a page (Page counts from 1). */
export const pageOf = (query: { Page: number; PageSize: number }) => (query.Page - 1) * query.PageSize

/** An ILIKE pattern finding the search anywhere, its own % and _ taken literally; undefined when blank. */
export function searchPattern(search: string | undefined): string | undefined {
  const text = search?.trim()
  if (!text) return undefined
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Rows where any of the columns holds the search, anywhere in it and in any letter case; undefined when blank. */
export function containing(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const pattern = searchPattern(search)
  return pattern ? or(...columns.map((column) => ilike(column, pattern))) : undefined
}

/**
 * What a search matches: the row's ID when the search is one (an ID found anywhere, e.g. in the audit log),
 * else any of the text columns, anywhere in them and in any letter case.
 */
export function matching(
  search: string | undefined,
  id: AnyColumn,
  columns: (AnyColumn | SQL)[],
): SQL | undefined {
  const text = search?.trim()
  if (!text) return undefined
  if (isUuid(text)) return eq(id, text)
  return containing(text, columns)
}
