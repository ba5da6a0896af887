import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Features never import each other (docs/decisions/web-features.md): what two features share lives in
// lib/, and a page made of two features' pieces is put together in app/routes. This test reads every source file
// under features/ (tests included) and names each import that reaches into another feature.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const features = join(src, 'features')

// `from '…'` (imports and re-exports), `import '…'`, `import('…')` and `vi.mock('…')`.
const SPECIFIER =
  /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/g

const featureOf = (path: string) => {
  const inside = relative(features, path)
  return inside.startsWith('..') ? undefined : inside.split(/[\\/]/)[0]
}

/** The feature a specifier points into: relative paths resolved from the file, aliases by their path. */
function targetFeature(file: string, specifier: string) {
  if (specifier.startsWith('.')) return featureOf(resolve(dirname(file), specifier))
  return /(?:^|\/)features\/([^/]+)\//.exec(specifier)?.[1]
}

/** "features/a/x.ts → ../b/y.ts" for each import in a file of one feature that reaches another. */
function crossFeatureImports(file: string, text: string): string[] {
  const own = featureOf(file)
  if (!own) return []
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((specifier) => {
      const target = targetFeature(file, specifier)
      return target !== undefined && target !== own
    })
    .map((specifier) => `${relative(src, file)} → ${specifier}`)
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })

describe('feature boundaries', () => {
  it('keeps test helpers out of production code: only tests and src/test/ import vitest', () => {
    const withVitest = sourceFiles(src)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(join(src, 'test')))
      .filter((file) => /from 'vitest'/.test(readFileSync(file, 'utf8')))
    expect(withVitest.map((file) => relative(src, file))).toEqual([])
  })

  it('no feature imports another feature', () => {
    const crossings = sourceFiles(features).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')),
    )
    expect(crossings).toEqual([])
  })

  it('catches every way of importing across features, and lets lib/ and own files through', () => {
    const file = join(features, 'box-office', 'sale-form.tsx')
    const text = [
      "import { TicketPicker } from '../checkout/buying/ticket-picker.tsx'",
      "import type { Selection } from '../../features/checkout/selection.ts'",
      "export { takaText } from '../sales/money.ts'",
      "import classes from '../door/answer.module.css'",
      "import '../catalog/sidebar-forms.ts'",
      "const Join = lazy(() => import('../waitlist/waitlist-join.tsx'))",
      "vi.mock('../discovery/api.ts')",
      "import { x } from '@/features/events/api.ts'",
      "import { takaText } from '../../lib/price-format.ts'",
      "import { sellForCash } from './api.ts'",
      "import { Button } from '@mantine/core'",
    ].join('\n')
    expect(crossFeatureImports(file, text).map((line) => line.split(' → ')[1])).toEqual([
      '../checkout/buying/ticket-picker.tsx',
      '../../features/checkout/selection.ts',
      '../sales/money.ts',
      '../door/answer.module.css',
      '../catalog/sidebar-forms.ts',
      '../waitlist/waitlist-join.tsx',
      '../discovery/api.ts',
      '@/features/events/api.ts',
    ])
  })

  it('the door feature has no import loop among its own files: records ← answers, sync ← store ← screens', () => {
    expect(loopsInside(join(features, 'door'))).toEqual([])
  })

  it('finds a loop inside a feature when there is one', () => {
    const graph = new Map([
      ['door-store.ts', ['door-sync.ts']],
      ['door-sync.ts', ['seat-search.ts']],
      ['seat-search.ts', ['door-store.ts']],
    ])
    expect(cyclesOf(graph)).toEqual(['door-store.ts → door-sync.ts → seat-search.ts → door-store.ts'])
  })
})

/** The files of a feature's production code each file imports (relative imports only). */
function ownImports(dir: string) {
  const files = sourceFiles(dir).filter((file) => !/\.test\.tsx?$/.test(file))
  return new Map(
    files.map((file) => [
      relative(dir, file),
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(dirname(file), specifier))
        .filter((target) => files.includes(target))
        .map((target) => relative(dir, target)),
    ]),
  )
}

/** Every chain of imports that comes back to where it started, each written once from its first file. */
function cyclesOf(graph: Map<string, string[]>) {
  const found: string[] = []
  const walk = (path: string[]) => {
    for (const next of graph.get(path.at(-1) as string) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' → '))
      else if (!path.includes(next) && next > (path[0] as string)) walk([...path, next])
    }
  }
  for (const start of [...graph.keys()].sort()) walk([start])
  return found
}

const loopsInside = (dir: string) => cyclesOf(ownImports(dir))
