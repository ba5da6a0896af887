import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ERROR_CODES, ERROR_TEXTS, placeholdersOf } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'

// Errors are raised by code and worded by the catalog (docs/decisions/error-codes.md): a catalog text
// copied or re-named elsewhere drifts from its code. These checks read every production file of the
// apps and packages; tests may name texts to compare the words a user sees.
const root = join(import.meta.dirname, '../../../..')
const CATALOG = 'packages/shared/src/error-codes.ts'
const ERRORS = 'apps/api/src/lib/errors.ts'

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'testing' ? [] : productionFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const sources = ['apps', 'packages'].flatMap((top) =>
  readdirSync(join(root, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => productionFiles(join(root, top, entry.name, 'src'))),
)
const files = sources.map((path) => ({ name: relative(root, path), text: readFileSync(path, 'utf8') }))

// Comments may quote a text to say what a user reads; only code counts.
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

const offenders = (pattern: RegExp, except: string[] = []) =>
  files
    .filter((file) => !except.includes(file.name) && pattern.test(codeOf(file.text)))
    .map((file) => file.name)

describe('errors by code only', () => {
  it('finds the files it checks', () => {
    expect(files.map((file) => file.name)).toEqual(expect.arrayContaining([CATALOG, ERRORS]))
  })

  it('reads catalog texts only through the catalog’s functions (errorText, said), never re-named', () => {
    expect(offenders(/\bERROR_TEXTS\b/, [CATALOG])).toEqual([])
  })

  it('names no constant after a catalog text made by its functions', () => {
    expect(offenders(/^(export )?const [A-Z][A-Z0-9_]* =\s*(said|errorText)\(/m)).toEqual([])
  })

  it('makes an AppError only in lib/errors.ts, where it is worded from its code', () => {
    expect(offenders(/\bnew AppError\(/, [ERRORS])).toEqual([])
  })

  it('writes no fixed catalog text out again as a string', () => {
    const fixed = new Set<string>(
      ERROR_CODES.map((code) => ERROR_TEXTS[code]).filter((text) => placeholdersOf(text).length === 0),
    )
    const copies = files.flatMap((file) =>
      file.name === CATALOG
        ? []
        : [...codeOf(file.text).matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`$\\]*)`/g)]
            .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
            .filter((text) => fixed.has(text))
            .map((text) => `${file.name}: ${text}`),
    )
    expect(copies).toEqual([])
  })

  it('leaves words → code (codeOfText) to turning zod messages into codes, never the API’s own errors', () => {
    expect(offenders(/\bcodeOfText\b/).filter((name) => name.startsWith('apps/api/'))).toEqual([])
  })
})
