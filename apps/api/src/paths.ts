import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// The API runs from source (tests, dev) and from a bundle in dist/ (npm start), so folders are
// found by walking up to the package root rather than by fixed relative paths.
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@mela/api') return dir
    dir = dirname(dir)
  }
  throw new Error('Cannot find the @mela/api package root')
}

export const apiRoot = findApiRoot()
export const repoRoot = resolve(apiRoot, '../..')
export const migrationsDir = join(apiRoot, 'drizzle')
export const defaultWebDist = join(repoRoot, 'apps/web/dist')
