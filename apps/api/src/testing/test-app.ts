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
  const context = {} as { app: App; database: Database }
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
