// Builds what `npm start` serves: the web app (Vite) and the API bundle (esbuild).
// `--if-stale` skips a part whose output is newer than every one of its sources.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const ifStale = process.argv.includes('--if-stale')

// Outputs, not sources: the public pages' build (dist-ssr) is written after the web app's, and counting it
// made every `npm start` rebuild both.
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr'])

function newestSource(dirs) {
  let newest = 0
  const walk = (path) => {
    if (!existsSync(path)) return
    if (!statSync(path).isDirectory()) {
      newest = Math.max(newest, statSync(path).mtimeMs)
      return
    }
    const dir = path
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of dirs) walk(join(root, dir))
  return newest
}

function isStale(output, sourceDirs) {
  const target = join(root, output)
  return !existsSync(target) || statSync(target).mtimeMs < newestSource(sourceDirs)
}

const shared = ['packages/shared/src', 'package-lock.json']

if (!ifStale || isStale('apps/web/dist/index.html', ['apps/web', ...shared])) {
  console.log('Building the web app…')
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: join(root, 'apps/web'),
      stdio: 'inherit',
    })
  } catch {
    console.error('The web app did not build; see the messages above.')
    process.exit(1)
  }
}

await (await import('./build-public.mjs')).buildPublicPages({ ifStale })
// After both web builds: the public pages' files land among the app's assets too.
await (await import('./compress-assets.mjs')).compressAssets(join(root, 'apps/web/dist'))

// The API, and the bKash and SSLCommerz sandboxes as processes of their own (`npm run bkash-sandbox`, the sale
// benches; `npm run sslcommerz-sandbox`).
const apiOutputs = [
  'apps/api/dist/server.mjs',
  'apps/api/dist/bkash-sandbox.mjs',
  'apps/api/dist/sslcommerz-sandbox.mjs',
  'apps/api/dist/demo-snapshot.mjs',
]
if (!ifStale || apiOutputs.some((output) => isStale(output, ['apps/api/src', ...shared]))) {
  console.log('Building the API…')
  await build({
    entryPoints: {
      server: join(root, 'apps/api/src/server.ts'),
      'bkash-sandbox': join(root, 'apps/api/src/bkash-sandbox-server.ts'),
      'sslcommerz-sandbox': join(root, 'apps/api/src/sslcommerz-sandbox-server.ts'),
      'demo-snapshot': join(root, 'apps/api/src/cli/demo-snapshot.ts'),
    },
    outdir: join(root, 'apps/api/dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    // Our workspace packages are TypeScript sources and go into the bundle; npm packages stay outside.
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@mela/') ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
  })
}

// The embedded database, created and migrated once here: a fresh DATA_DIR starts from this copy (about a
// second) instead of running PostgreSQL's initdb and every migration (several seconds) on the first `npm start`.
if (!ifStale || isStale('apps/api/dist/empty-database.tar.gz', ['apps/api/drizzle', 'package-lock.json'])) {
  console.log('Preparing the empty database…')
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const client = new PGlite()
  await migrate(drizzle({ client }), { migrationsFolder: join(root, 'apps/api/drizzle') })
  const dump = await client.dumpDataDir('gzip')
  await client.close()
  mkdirSync(join(root, 'apps/api/dist'), { recursive: true })
  writeFileSync(join(root, 'apps/api/dist/empty-database.tar.gz'), Buffer.from(await dump.arrayBuffer()))
}

// The demo written once into a copy of that database, with its pictures: a first `npm start` on a new data folder
// copies them (a moment) instead of drawing forty pictures and writing the demo (seconds on a busy machine).
if (
  !ifStale ||
  isStale('apps/api/dist/demo-database.tar.gz', ['apps/api/src', 'apps/api/drizzle', ...shared])
) {
  console.log('Preparing the demo database…')
  execFileSync(process.execPath, [join(root, 'apps/api/dist/demo-snapshot.mjs')], { stdio: 'inherit' })
}
