import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code flows one way between modules: a module may call a lower one's exported functions, and no chain
// of imports leads back to where it started. What many modules need lives in lib/ or a lower module
// (inventory holds the seats' states and holds; jobs the queue). Tests may import across freely.
const modulesDir = import.meta.dirname

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return productionFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Which modules each module imports, from its production files. */
function moduleGraph() {
  const graph = new Map<string, Set<string>>()
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const uses = new Set<string>()
    for (const file of productionFiles(join(modulesDir, entry.name)))
      for (const [, used] of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g))
        if (used && used !== entry.name) uses.add(used)
    graph.set(entry.name, uses)
  }
  return graph
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
    const src = join(modulesDir, '..')
    const withVitest = productionFiles(src)
      .filter((file) => !file.startsWith(join(src, 'testing')))
      .filter((file) => /from 'vitest'/.test(readFileSync(file, 'utf8')))
    expect(withVitest.map((file) => file.slice(src.length + 1))).toEqual([])
  })

  it('has no chain of imports between modules that comes back to where it started', () => {
    expect(cyclesOf(moduleGraph())).toEqual([])
  })

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['checkout', new Set(['money'])],
      ['money', new Set(['waitlist'])],
      ['waitlist', new Set(['checkout'])],
      ['catalog', new Set<string>()],
    ])
    expect(cyclesOf(graph)).toEqual(['checkout → money → waitlist → checkout'])
  })
})
