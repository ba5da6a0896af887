// Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text asset of a web
// build, so the API sends the smallest form a browser accepts without compressing on each request.
// A file that already has both, newer than itself, is skipped: a second run costs a directory walk.
// Run alone with `node scripts/compress-assets.mjs <web dist>`.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/
// Below this the headers outweigh any saving; @fastify/compress skips such answers too.
const MIN_BYTES = 1024

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (COMPRESSIBLE.test(entry.name)) yield path
  }
}

const isFresh = (source, target) => existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs

async function compressFile(path) {
  if (isFresh(path, `${path}.br`) && isFresh(path, `${path}.gz`)) return false
  const content = readFileSync(path)
  if (content.length < MIN_BYTES) return false
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ])
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gz)
  return true
}

/** Compresses what is new in `webDist`; zlib's thread pool works on several files at once. */
export async function compressAssets(webDist) {
  const files = [...filesUnder(resolve(webDist))]
  let written = 0
  // A few at a time: all at once would hold every file and its two copies in memory together.
  for (let start = 0; start < files.length; start += 16) {
    const done = await Promise.all(files.slice(start, start + 16).map(compressFile))
    written += done.filter(Boolean).length
  }
  return written
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir =
    process.argv[2] ?? process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url))
  const began = Date.now()
  const written = await compressAssets(dir)
  console.log(`Compressed ${written} files in ${dir} (${Date.now() - began} ms)`)
}
