import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { testConfig } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

const context = useTestApp()

describe('GET /api/health', () => {
  it('reports ok and which database the app runs on', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', db: onPostgres ? 'postgres' : 'pglite' })
  })

  it('echoes the caller request id, and makes one when none or an unsafe one is sent', async () => {
    const given = await context.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } })
    expect(given.headers['x-request-id']).toBe('abc-123')

    const unsafe = await context.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad\nid' } })
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends security headers with a script policy limited to our origin', async () => {
    const response = await context.app.inject({ url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('GET /api/openapi.json', () => {
  it('documents the API routes', async () => {
    const response = await context.app.inject({ url: '/api/openapi.json' })
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toContain('/health')
  })
})

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/no-such-thing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'Not Found' })
  })
})

describe('a database that cannot be reached', () => {
  it('makes health say what is down, and calls answer 503 in docs/product.md §7 words, not 500', async () => {
    // Port 1 refuses every connection: the database server is gone.
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/gone',
      connectionTimeoutMillis: 2000,
    })
    pool.on('error', () => {})
    const database = {
      db: drizzle({ client: pool }) as unknown as Db,
      kind: 'postgres' as const,
      close: () => pool.end(),
    }
    const app = await buildApp(testConfig(), { database })
    try {
      const health = await app.inject({ url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'degraded', db: 'postgres', down: ['database'] })
      const ready = await app.inject({ url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'degraded', down: ['database'] })
      const feed = await app.inject({ url: '/api/event/feed' })
      expect(feed.statusCode).toBe(503)
      expect(feed.headers['retry-after']).toBe('5')
      expect(feed.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Service unavailable. Please try again later.',
      })
    } finally {
      await app.close()
      await database.close()
    }
  })
})
