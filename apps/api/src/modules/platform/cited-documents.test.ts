import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Docs and comments cite only documents the repository holds: a citation of one that is not here sends the
// reader nowhere. Every `name.md`, and every `name §n`, in the repository's own text (docs, code, comments,
// tests, scripts) must name a Markdown file in it: by its path, from the root or from the citing file, or
// bare by its file name ("product §5" is docs/product.md). An RFC's sections (`RFC 5545 §3.1`) are not ours.
const root = join(import.meta.dirname, '../../../../..')
const thisFile = relative(root, import.meta.filename)
// What is built, installed or written at run time (as .gitignore has it), and git's own directory.
const NOT_OURS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'test-results',
  'playwright-report',
  '.bench-data',
  '.cluster',
  // The soak's build of the previous release (a whole other tree).
  '.soak',
  'backups',
])
const TEXT = /\.(md|ts|tsx|mjs|cjs|js|json|css|html|sql|ya?ml|sh|example)$|^run$/

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_OURS.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(path)
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [relative(root, path)] : []
  })
}

const ADDRESS = /\b[a-z][a-z+.-]*:\/\/\S+/g
const MARKDOWN_FILE = /(?<![\w./-])((?:[\w.-]+\/)*[\w-][\w.-]*\.md)\b/g
const SECTION = /(?<![\w./-])([\w./-]*[A-Za-z])(?:'s|’s)? §\d/g

/** Each citation of a document in the repository's text, as `file:line: cited`. */
function citations(files: string[]) {
  const found: { at: string; cited: string; from: string }[] = []
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    for (const [index, line] of lines.entries()) {
      // A web address's path is another site's.
      const text = line.replace(ADDRESS, '')
      for (const pattern of [MARKDOWN_FILE, SECTION])
        for (const [, cited] of text.matchAll(pattern))
          if (cited) found.push({ at: `${file}:${index + 1}`, cited, from: file })
    }
  }
  return found
}

describe('cited documents', () => {
  it('are all in the repository', () => {
    const files = textFiles(root).filter((file) => file !== thisFile)
    const documents = files.filter((file) => file.endsWith('.md'))
    const names = new Set(documents.map((file) => basename(file, '.md').toLowerCase()))
    const held = (cited: string, from: string) => {
      const path = cited.endsWith('.md') ? cited : `${cited}.md`
      if (!path.includes('/')) return names.has(basename(path, '.md').toLowerCase())
      return existsSync(join(root, path)) || existsSync(join(root, dirname(from), path))
    }
    const found = citations(files)
    // The check reads what it should: the docs cite each other and the code cites product §n.
    expect(found.length).toBeGreaterThan(100)
    const missing = found.filter(({ cited, from }) => !held(cited, from))
    expect(missing.map(({ at, cited }) => `${at}: ${cited}`)).toEqual([])
  })
})
