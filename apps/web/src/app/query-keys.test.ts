import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { allKeyFactories, eventKeys, organizationKeys } from '../lib/query-keys.ts'

// Query keys come from lib/query-keys.ts only (docs/decisions/query-keys.md): two features that share a
// cached answer share it through a factory, and an invalidation names what it refreshes. This test reads
// every source file outside lib/query-keys.ts and names each key written by hand.

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const factoryFile = join(src, 'lib', 'query-keys.ts')

/** The first word of every factory's keys: 'events', 'organizations', 'purchases' … */
const roots = allKeyFactories.map((factory) => factory.all[0])

// `queryKey: [` in options, invalidations and filters; an array handed straight to the client's
// setQueryData / getQueryData / setQueriesData / getQueriesData / getQueryState.
const KEY_LITERAL = /\bqueryKey\s*:\s*\[|\b(?:set|get)Quer(?:y|ies)(?:Data|State)\s*(?:<[^>]*>)?\(\s*\[/g
// An array that starts with a key's first word, in a file that uses React Query (a key kept in a
// constant or handed to a helper); IndexedDB's store lists and the like live in files that do not.
const rootLiteral = new RegExp(
  `\\[\\s*['"](?:${roots.map((root) => root.replace(/-/g, '\\-')).join('|')})['"]`,
  'g',
)

/** Comments say what a key covers; only code counts. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

/** "file:line  text" for each hand-written key in one file's text. */
function handWrittenKeys(file: string, text: string): string[] {
  const code = withoutComments(text)
  const matches = [...code.matchAll(KEY_LITERAL)]
  if (/@tanstack\/react-query/.test(code)) matches.push(...code.matchAll(rootLiteral))
  const lines = new Set(matches.map((match) => code.slice(0, match.index).split('\n').length))
  return [...lines]
    .sort((a, b) => a - b)
    .map((line) => `${relative(src, file)}:${line}  ${code.split('\n')[line - 1]?.trim()}`)
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('query keys', () => {
  it('every query key comes from a factory in lib/query-keys.ts', () => {
    const found = sourceFiles(src)
      .filter((file) => file !== factoryFile)
      .flatMap((file) => handWrittenKeys(file, readFileSync(file, 'utf8')))
    expect(found).toEqual([])
  })

  it('catches a key written by hand in every form, and lets factories and the key of a query through', () => {
    const file = join(src, 'features', 'box-office', 'sale-form.tsx')
    const text = [
      "import { useQueryClient } from '@tanstack/react-query'",
      "queryOptions({ queryKey: ['events', eventId, 'sells'], queryFn })",
      "void client.invalidateQueries({ queryKey: ['purchases'] })",
      'client.removeQueries({ queryKey: [...eventKeys.one(id), "x"] })',
      "client.setQueryData(['user', 'me'], saved)",
      "client.getQueryData<Event>(['events', id])",
      "const claimsKey = (id: string) => ['organizations', id, 'claims'] as const",
      "refresh(['short-links'])",
      "// invalidating ['events', id] refreshes the lists under it",
      'void client.invalidateQueries({ queryKey: eventKeys.one(event.ID) })',
      'client.setQueryData(purchaseQuery(id).queryKey, saved)',
      "const tx = db.transaction(['seats', 'queue'], 'readwrite')",
    ].join('\n')
    expect(handWrittenKeys(file, text).map((found) => Number(found.split(/[:\s]/)[1]))).toEqual([
      2, 3, 4, 5, 6, 7, 8,
    ])
  })
  it("hangs every key under its resource, and an event's or an organization's under that one", () => {
    const keysOf = (factory: Record<string, unknown>) =>
      Object.entries(factory).map(([name, make]) => {
        const key =
          typeof make === 'function'
            ? (make as (...args: unknown[]) => readonly unknown[])('id-1', 'x', 1)
            : make
        return { name, key: key as readonly unknown[] }
      })
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      prefix.every((part, index) => key[index] === part)
    for (const factory of allKeyFactories)
      for (const { name, key } of keysOf(factory)) expect(startsWith(key, factory.all), name).toBe(true)
    const notUnderOne = new Set(['all', 'feed', 'feedPreview', 'mine', 'profile'])
    for (const [factory, one] of [
      [eventKeys, eventKeys.one('id-1')],
      [organizationKeys, organizationKeys.one('id-1')],
    ] as const)
      for (const { name, key } of keysOf(factory))
        if (!notUnderOne.has(name)) expect(startsWith(key, one), name).toBe(true)
  })
})
