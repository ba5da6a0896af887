import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A route handler parses, calls a service, returns (docs/architecture.md, house rule 1): every query lives
// in a service or query function taking (db, params), where a transaction and a fixed clock can be passed.
// Route files are found by what they do (register a route), not by their names.
const modulesDir = import.meta.dirname
const src = join(modulesDir, '..')

const sourceFiles = (dir = modulesDir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing/'))
    .sort()

/**
 * The source declares a route: a method of the app (`app` or `api`, as every module names it) or a path
 * given to any receiver (`scope.post('/…', …)`).
 */
const registersRoutes = (source: string) =>
  /\b(app|api)\.(get|post|put|patch|delete|head|options|all|route)\(/.test(source) ||
  /\b\w+\.(get|post|put|patch|delete|head|options|all)\(\s*['"`]\//.test(source)
const routeFiles = () =>
  sourceFiles(src).filter((file) => registersRoutes(readFileSync(join(src, file), 'utf8')))

const QUERY_BUILDING = [
  { rule: "imports from 'drizzle-orm'", pattern: /from ['"]drizzle-orm(\/[^'"]*)?['"]/ },
  {
    rule: 'imports the tables (db/schema)',
    pattern: /from ['"][./]*(\.\.\/)*db\/schema(\.ts|\/[^'"]*)?['"]/,
  },
  // `api.delete(…)` and `app.delete(…)` declare a DELETE route: not a query.
  {
    rule: 'runs a query',
    pattern: /(?<!\b(?:api|app)\s*)\.(select|selectDistinct|insert|update|delete|execute|transaction)\(/,
  },
]

/** What in the source builds or runs SQL, one line per finding. */
function sqlIn(source: string): string[] {
  return QUERY_BUILDING.filter(({ pattern }) => pattern.test(source)).map(({ rule }) => rule)
}

describe('route files', () => {
  it('recognises a handler that queries, and a DELETE route that does not', () => {
    expect(sqlIn("import { eq } from 'drizzle-orm'")).toEqual(["imports from 'drizzle-orm'"])
    expect(sqlIn("import { events } from '../../db/schema.ts'")).toEqual(['imports the tables (db/schema)'])
    expect(sqlIn('const [event] = await db\n  .select()\n  .from(events)')).toEqual(['runs a query'])
    expect(sqlIn('await tx.update(purchases).set({})')).toEqual(['runs a query'])
    expect(sqlIn("api.delete('/purchase/:id/access', { schema }, handler)")).toEqual([])
  })

  it('are found by the routes they register, whatever their names', () => {
    expect(registersRoutes("app.get('/sitemap.xml', { schema: { hide: true } }, handler)")).toBe(true)
    expect(registersRoutes('scope.post(`/event/:id/calendar.ics`, handler)')).toBe(true)
    expect(registersRoutes("app.route({ method: 'GET', url: '/x', handler })")).toBe(true)
    expect(registersRoutes('app.get(sandbox.healthPath, handler)')).toBe(true)
    expect(registersRoutes("params.get('Page')")).toBe(false)
    expect(routeFiles()).toEqual(
      expect.arrayContaining([
        'modules/events/event-calendar.ts',
        'modules/events/event-seo.ts',
        'lib/web-app.ts',
        'lib/gateway-sandbox.ts',
      ]),
    )
  })

  it('hold no SQL: handlers call services, which own the queries', () => {
    const found = routeFiles().flatMap((file) =>
      sqlIn(readFileSync(join(src, file), 'utf8')).map((rule) => `${file}: ${rule}`),
    )
    expect(found).toEqual([])
  })

  it('count the rows a page skips with pageOf, never by hand', () => {
    const byHand = sourceFiles().filter((file) =>
      /\.offset\([^)]*Page\s*-\s*1/.test(readFileSync(join(modulesDir, file), 'utf8')),
    )
    expect(byHand).toEqual([])
  })
})
