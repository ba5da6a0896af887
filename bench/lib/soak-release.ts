import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './processes.ts'

/**
 * The previous release, for the soak's rolling restart: the commit before the one that added the newest
 * migration (the schema change a deployment of this release makes under the running one), or SOAK_PREVIOUS.
 * Undefined when the repository's history is not at hand (an exported tree, a shallow clone).
 */
export function previousRelease(): string | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repoRoot, ...args], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  try {
    if (process.env.SOAK_PREVIOUS)
      return git('rev-parse', '--verify', `${process.env.SOAK_PREVIOUS}^{commit}`)
    const added = git('log', '-1', '--diff-filter=A', '--format=%H', '--', 'apps/api/drizzle/*.sql')
    return added ? git('rev-parse', '--verify', `${added}^`) : undefined
  } catch {
    return undefined
  }
}

/** The previous release's newest migration, as a name (e.g. 0025_sslcommerz_payments). */
export function newestMigration(root: string) {
  return readdirSync(join(root, 'apps/api/drizzle'))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .at(-1)
    ?.replace(/\.sql$/, '')
}

/**
 * The previous release built once into `.soak/previous/<commit>` (kept for the next soak): its files from git,
 * node_modules hard-linked from this tree's when package-lock.json is the same (else its own `npm ci`), then
 * `npm run build`. Answers the folder, or throws with what failed.
 */
export function buildPreviousRelease(commit: string): string {
  const folder = join(repoRoot, '.soak', 'previous', commit.slice(0, 12))
  const built = (root: string) =>
    existsSync(join(root, 'apps/api/dist/server.mjs')) && existsSync(join(root, 'apps/web/dist/index.html'))
  if (built(folder)) return folder
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const run = (file: string, args: string[], cwd = folder) =>
    execFileSync(file, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 26 })
  execFileSync('sh', ['-c', `git -C "${repoRoot}" archive ${commit} | tar -x -C "${folder}"`], {
    stdio: 'inherit',
  })
  const lock = (root: string) => readFileSync(join(root, 'package-lock.json'), 'utf8')
  if (lock(folder) === lock(repoRoot)) {
    // The same packages: links to this tree's files (seconds), the workspaces' links pointing into `folder`.
    for (const modules of [
      'node_modules',
      'apps/api/node_modules',
      'apps/web/node_modules',
      'e2e/node_modules',
    ])
      if (existsSync(join(repoRoot, modules)) && existsSync(join(folder, modules, '..')))
        run('cp', ['-al', join(repoRoot, modules), join(folder, modules)])
  } else run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'])
  run('npm', ['run', 'build'])
  if (!built(folder)) throw new Error(`The previous release (${commit}) did not build`)
  return folder
}
