import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// A payload is defined once, in packages/shared, and the web imports its type: a hand-written copy drifts
// from what the API sends (FeedPage, ClientConfig and Verification once did). This test names every web
// declaration of a type that packages/shared already defines, and every inline page shape.

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const shared = resolve(web, '../../../packages/shared/src')

const files = (dir: string, ending: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path, ending)
    return ending.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

/** The schemas and types packages/shared exports, by name. */
const sharedNames = new Set(
  files(shared, /\.ts$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^export (?:const|type) ([A-Z]\w*)\b/gm)].map((m) => m[1]),
  ),
)

/** "file: type X" for each web declaration of a shared name, and "file: inline page" for `{ Items: …; Total }`. */
function copiesIn(file: string, text: string, names: Set<string | undefined>) {
  const where = relative(web, file)
  const declared = [...text.matchAll(/^(?:export )?(?:type|interface) ([A-Z]\w*)\b/gm)]
    .map((m) => m[1])
    .filter((name) => names.has(name))
    .map((name) => `${where}: type ${name}`)
  const pages = /\{ Items: [\w<>[\]]+\[\]; Total: number \}/.test(text) ? [`${where}: inline page`] : []
  return [...declared, ...pages]
}

describe('shared payloads', () => {
  it('the web declares no copy of a payload packages/shared defines', () => {
    const copies = files(web, /\.tsx?$/).flatMap((file) =>
      copiesIn(file, readFileSync(file, 'utf8'), sharedNames),
    )
    expect(copies).toEqual([])
  })

  it('finds a copy when there is one', () => {
    const text = 'export type FeedPage = { Items: Event[]; Total: number }\ntype Local = { a: 1 }'
    expect(copiesIn(join(web, 'features/x/api.ts'), text, new Set(['FeedPage']))).toEqual([
      'features/x/api.ts: type FeedPage',
      'features/x/api.ts: inline page',
    ])
  })
})
