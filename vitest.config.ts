import { defineConfig } from 'vitest/config'

// One Vitest run covers every package; each project keeps its own environment.

const api = {
  root: 'apps/api',
  include: ['src/**/*.test.ts'],
  setupFiles: ['src/testing/field-codes-equality.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}
// The API tests that mock a module (vi.mock): each runs in a worker of its own.
const moduleMocks = ['src/modules/checkout/hold-batches.race.test.ts']
const web = {
  root: 'apps/web',
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['src/test/jsdom-setup.ts'],
  // Vitest's 5 s is too short for a form test on a CI machine busy with PostgreSQL and the API tests.
  testTimeout: 20_000,
}
// Web tests that mock a module (vi.mock), test what a module does when first loaded, or count what a module
// has seen since (requests in flight): a fresh worker each.
const webModuleMocks = [
  'src/lib/api-client.test.ts',
  'src/app/zod-config.test.ts',
  'src/lib/i18n.test.ts',
  'src/features/catalog/ticket-form.test.tsx',
  'src/features/organizations/organization-form.test.tsx',
  'src/features/organizations/organizer-add-form.test.tsx',
  'src/lib/media/use-image-upload.test.ts',
  'src/lib/zod-form.test.ts',
]
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on CI's two. Most API test time is spent
    // waiting on PostgreSQL, the bKash sandbox and timers, so two files at once take ~340 s where one took
    // ~500 (the whole suite on PostgreSQL, this machine).
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          ...api,
          name: 'api',
          exclude: moduleMocks,
          // On PostgreSQL: one migrated database for the run, copied for each file (test-database.ts).
          globalSetup: ['src/testing/template-database.ts'],
          // A worker keeps the modules it imported from one file to the next instead of importing the whole
          // app again for each of ~140 files (import was ~410 s of the run's worker time). Every file builds
          // its own app on its own database (useTestApp) and no API test changes a module's state.
          isolate: false,
        },
      },
      // vi.mock replaces a module for the rest of a worker's life unless the worker starts afresh.
      { test: { ...api, name: 'api-module-mocks', include: moduleMocks } },
      {
        test: {
          ...web,
          name: 'web',
          exclude: webModuleMocks,
          setupFiles: [...web.setupFiles, 'src/test/fresh-window.ts'],
          // A fresh jsdom per file cost more than all the web tests themselves (environment 225 s of worker
          // time against 32 s of tests; 195 s of the run against 28 s): a worker keeps one window, and
          // fresh-window.ts empties the page, the storage, the cookies and the address as each file starts.
          isolate: false,
        },
      },
      { test: { ...web, name: 'web-module-mocks', include: webModuleMocks } },
    ],
  },
})
