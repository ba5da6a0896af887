import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app.ts'

const dist = mkdtempSync(join(tmpdir(), 'mela-web-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mela</title><div id="root"></div>')
writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log("mela")')

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

  it('answers 404 for a missing asset and for unknown API paths', async () => {
    expect((await context.app.inject({ url: '/assets/gone-999.js' })).statusCode).toBe(404)
    const api = await context.app.inject({ url: '/api/missing' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ message: 'Not Found' })
  })
})
