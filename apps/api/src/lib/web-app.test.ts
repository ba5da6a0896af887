import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app.ts'

const dist = mkdtempSync(join(tmpdir(), 'mela-web-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mela</title><div id="root"></div>')
writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log("mela")')
// As the build leaves an asset: the plain file with its brotli and gzip copies beside it.
const script = `console.log("${'mela '.repeat(400)}")`
writeFileSync(join(dist, 'assets', 'shell-def456.js'), script)
writeFileSync(join(dist, 'assets', 'shell-def456.js.br'), brotliCompressSync(script))
writeFileSync(join(dist, 'assets', 'shell-def456.js.gz'), gzipSync(script))

const context = useTestApp({ webDist: dist })

describe('the built web app', () => {
  it('serves index.html uncached for client-side routes', async () => {
    const response = await context.app.inject({ url: '/organization/event/42' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<div id="root">')
  })

  it('caches hashed assets for a year', async () => {
    const response = await context.app.inject({ url: '/assets/main-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends a built asset brotli-compressed as the build wrote it, cached for a year', async () => {
    const response = await context.app.inject({
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the gzip copy to a browser without brotli, the plain file to one that takes neither', async () => {
    const gzipped = await context.app.inject({
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
    const plain = await context.app.inject({
      url: '/assets/shell-def456.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    expect(plain.body).toBe(script)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('never lets the page itself be cached for long, whatever the encoding', async () => {
    const response = await context.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404 for a missing asset and for unknown API paths', async () => {
    expect((await context.app.inject({ url: '/assets/gone-999.js' })).statusCode).toBe(404)
    const api = await context.app.inject({ url: '/api/missing' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ message: 'Not Found' })
  })
})
