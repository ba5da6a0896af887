import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code flows one way, down the layers of docs/architecture.md: the process's settings and folders
// (config.ts, paths.ts) import nothing of ours; db/ (tables, connection) only those; lib/ (what many
// modules need) db/ and below; a module lib/, db/ and lower modules, with no chain of imports between
// modules that comes back to where it started; app.ts, server.ts and cli/ put it all together. Every form
// of import counts: `import … from`, `export … from`, `import '…'` and `import('…')`. Tests and testing/
// may import across freely.
const src = join(import.meta.dirname, '..')

const LAYERS = { config: 0, paths: 0, db: 1, lib: 2, module: 3, composition: 4 }

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === join(src, 'testing') ? [] : productionFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** The relative paths a source imports, in every form an import takes. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    ([, path]) => path as string,
  )
}

/** The part of the API a file belongs to: `lib`, `db`, `config`, `paths`, `modules/<name>` or `composition`. */
function nodeOf(file: string): string {
  const [top, second] = relative(src, file).split('/')
  if (top === 'modules' && second?.endsWith('.ts') === false) return `modules/${second}`
  if (top === 'lib' || top === 'db') return top
  if (top === 'config.ts' || top === 'paths.ts') return top.slice(0, -3)
  return 'composition'
}

const layerOf = (node: string): number =>
  LAYERS[(node.startsWith('modules/') ? 'module' : node) as keyof typeof LAYERS] ?? LAYERS.composition

/** Each import between two parts of the API, as `from-file → imported-file`, with both parts. */
function edges() {
  return productionFiles(src).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8')).map((path) => {
      const target = resolve(dirname(file), path)
      return {
        from: nodeOf(file),
        to: nodeOf(target),
        line: `${relative(src, file)} → ${relative(src, target)}`,
      }
    }),
  )
}

/** Which modules each module imports. */
function moduleGraph(all: ReturnType<typeof edges>) {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of all) {
    if (!from.startsWith('modules/') || !to.startsWith('modules/') || from === to) continue
    const uses = graph.get(from) ?? new Set<string>()
    uses.add(to.slice('modules/'.length))
    graph.set(from, uses)
    graph.set(to, graph.get(to) ?? new Set())
  }
  return new Map([...graph].map(([name, uses]) => [name.slice('modules/'.length), uses]))
}

/** Every import chain that comes back to its start, each written `a → b → a`. */
function cyclesOf(graph: Map<string, Set<string>>) {
  const found = new Set<string>()
  const walk = (path: string[]) => {
    const last = path.at(-1) as string
    for (const next of graph.get(last) ?? []) {
      if (next === path[0]) {
        // One name per cycle, whichever module it is read from.
        const start = path.indexOf([...path].sort()[0] as string)
        found.add([...path.slice(start), ...path.slice(0, start), path[start]].join(' → '))
      } else if (!path.includes(next) && next > (path[0] as string)) walk([...path, next])
    }
  }
  for (const name of graph.keys()) walk([name])
  return [...found].sort()
}

describe('module boundaries', () => {
  it('keeps test helpers out of production code: only tests and testing/ import vitest', () => {
    const withVitest = productionFiles(src).filter((file) => /from 'vitest'/.test(readFileSync(file, 'utf8')))
    expect(withVitest.map((file) => relative(src, file))).toEqual([])
  })

  it('reads every form of import', () => {
    const source = [
      "import { a } from '../lib/a.ts'",
      "import type { B } from '../../db/schema.ts'",
      "export { c } from './c.ts'",
      "import '../jobs/register.ts'",
      "const d = await import('../claims/d.ts')",
      "import { e } from 'drizzle-orm'",
    ].join('\n')
    expect(importsOf(source)).toEqual([
      '../lib/a.ts',
      '../../db/schema.ts',
      './c.ts',
      '../jobs/register.ts',
      '../claims/d.ts',
    ])
  })

  it('imports nothing from a higher layer: lib/ no module, db/ no lib/, config.ts and paths.ts nothing', () => {
    const upward = edges().filter(({ from, to }) => layerOf(to) > layerOf(from))
    expect(upward.map(({ line }) => line)).toEqual([])
  })

  it('has no chain of imports between modules that comes back to where it started', () => {
    expect(cyclesOf(moduleGraph(edges()))).toEqual([])
  })

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['checkout', new Set(['claims'])],
      ['claims', new Set(['waitlist'])],
      ['waitlist', new Set(['checkout'])],
      ['catalog', new Set<string>()],
    ])
    expect(cyclesOf(graph)).toEqual(['checkout → claims → waitlist → checkout'])
  })
})
