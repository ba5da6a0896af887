import { defineConfig } from 'vitest/config'

// One Vitest run covers every package; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most API test time is spent
    // waiting on PostgreSQL, the bKash sandbox and timers, so two files at once take ~340 s where one took
    // ~500 (the whole suite on PostgreSQL, this machine).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/testing/field-codes-equality.ts'],
          // On PostgreSQL: one migrated database for the run, copied for each file (test-database.ts).
          globalSetup: ['src/testing/template-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/jsdom-setup.ts'],
        },
      },
    ],
  },
})
