/** Rows to skip for a page (Page counts from 1). */
export const pageOf = (query: { Page: number; PageSize: number }) => (query.Page - 1) * query.PageSize

/** An ILIKE pattern finding the search anywhere, its own % and _ taken literally; undefined when blank. */
export function searchPattern(search: string | undefined): string | undefined {
  const text = search?.trim()
  if (!text) return undefined
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
