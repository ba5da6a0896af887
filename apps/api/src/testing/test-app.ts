import { type AddressInfo, createServer } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { type App, buildApp } from '../app.ts'
import { type Config, testConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * The real app on a fresh database for the calling test file, built before its tests and closed
 * after them. Read `.app` and `.database` inside tests (they are set by then).
 */
export function useTestApp(overrides: Partial<Config> = {}) {
  const context = {} as { app: App; database: Database & { url?: string } }
  beforeAll(async () => {
    context.database = await createTestDatabase()
    context.app = await buildApp(testConfig(overrides), { database: context.database })
    await context.app.ready()
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}

/**
 * The real app listening on 127.0.0.1 with PUBLIC_URL set to its own address, so the payment client
 * reaches the bundled bKash and SSLCommerz sandboxes over HTTP exactly as it would reach the real ones.
 */
export function useListeningTestApp(overrides: Partial<Config> = {}) {
  const context = {} as { app: App; database: Database; url: string }
  beforeAll(async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const base = testConfig(overrides)
    const config = {
      ...base,
      publicUrl: url,
      bkash: { ...base.bkash, baseUrl: `${url}/bkash-sandbox/v1.2.0-beta` },
      sslcommerz: { ...base.sslcommerz, baseUrl: `${url}/sslcommerz-sandbox` },
    }
    context.database = await createTestDatabase()
    context.app = await buildApp(config, { database: context.database })
    await context.app.listen({ port, host: '127.0.0.1' })
    context.url = url
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}

/** A port on 127.0.0.1 nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}
