// Builds the server-side renderer of the public read pages (landing, feed, event page) into
// `<web dist>-ssr/` (apps/web/dist-ssr beside apps/web/dist), and puts what those pages load into the web
// build's assets: their one stylesheet, the fonts it names, and their small script (public-*.js).
// `<web dist>-ssr/public-assets.json` tells the API the files' hashed names.
// Run alone with `node scripts/build-public.mjs` (WEB_DIST=<folder> for a web build elsewhere).
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const web = join(root, 'apps/web')

function newestIn(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs)
  }
  return newest
}

// Stale when the web build is newer (it empties its assets, ours included), or any source is.
function isStale(webDist, ssrDist) {
  const manifest = join(ssrDist, 'public-assets.json')
  if (!existsSync(manifest)) return true
  const assets = JSON.parse(readFileSync(manifest, 'utf8'))
  if (!assets.checkoutScript || !assets.seatMapScript) return true
  const files = [...assets.css, assets.script, assets.checkoutScript, assets.seatMapScript].map((url) =>
    join(webDist, url),
  )
  if (!files.every((file) => existsSync(file))) return true
  const built = statSync(manifest).mtimeMs
  const sources = [join(web, 'src'), join(root, 'packages/shared/src')].map(newestIn)
  // This script too: how a module is built (the seat map's Preact) is a source of what it is.
  const script = statSync(fileURLToPath(import.meta.url)).mtimeMs
  return Math.max(statSync(join(webDist, 'index.html')).mtimeMs, script, ...sources) > built
}

export async function buildPublicPages({ ifStale = false, webDist = join(web, 'dist') } = {}) {
  const dist = resolve(webDist)
  const ssrDist = `${dist}-ssr`
  if (ifStale && !isStale(dist, ssrDist)) return
  console.log('Building the public pages…')
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--config', 'vite.ssr.config.ts', '--outDir', ssrDist, '--logLevel', 'warn'],
      { cwd: web, stdio: 'inherit' },
    )
  } catch {
    console.error('The public pages did not build; see the messages above.')
    process.exit(1)
  }
  const assetsDir = join(dist, 'assets')
  mkdirSync(assetsDir, { recursive: true })
  const emitted = readdirSync(join(ssrDist, 'assets'))
  for (const file of emitted) copyFileSync(join(ssrDist, 'assets', file), join(assetsDir, file))

  // The public pages' one script, and checkout's (the same with the order's part added); checkout's
  // seat map is an ES module of its own, imported by checkout's script when the buyer touches the plan.
  const scriptOf = async (entry, prefix, format = 'iife', alias = undefined) => {
    const script = await build({
      alias,
      entryPoints: [join(web, 'src/public', entry)],
      bundle: true,
      minify: true,
      format,
      target: 'es2020',
      // React's production build (the seat map's): no development checks, no `process` in a browser.
      define: { 'process.env.NODE_ENV': '"production"' },
      jsx: 'automatic',
      write: false,
      logLevel: 'warning',
    })
    const code = script.outputFiles[0].contents
    const name = `${prefix}-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`
    writeFileSync(join(assetsDir, name), code)
    return `/assets/${name}`
  }

  // The seat map runs on Preact (its React-compatible layer): ~25 KB of code against React's ~190 KB
  // (minified) to parse and run on a phone after the touch. Only this module: the app and the other
  // islands keep React.
  const PREACT = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
  }
  const assets = {
    css: emitted.filter((file) => file.endsWith('.css')).map((file) => `/assets/${file}`),
    script: await scriptOf('islands.ts', 'public'),
    checkoutScript: await scriptOf('checkout-islands.ts', 'checkout'),
    seatMapScript: await scriptOf('seat-map-island.tsx', 'seat-map', 'esm', PREACT),
  }
  writeFileSync(join(ssrDist, 'public-assets.json'), `${JSON.stringify(assets, null, 2)}\n`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildPublicPages({
    ifStale: process.argv.includes('--if-stale'),
    webDist: process.env.WEB_DIST ?? join(web, 'dist'),
  })
}
