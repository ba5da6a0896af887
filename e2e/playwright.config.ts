import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The suite runs against the app exactly as `npm start` runs it, on a throw-away embedded database.
const port = Number(process.env.E2E_PORT ?? 3999)
const dataDir = join(tmpdir(), `mela-e2e-${port}`)
export const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A busy CI machine (two cores shared with PostgreSQL and the build) can take seconds to draw a page.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEV_OUTBOX: 'true',
      BKASH_SANDBOX: 'true',
      // The superuser's journeys sign in with it (the account is made at first start).
      SUPERUSER_PASSWORD: 'Superuser2026x',
      // Every journey signs up and buys from this one machine: per-address limits would stop the suite.
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
    },
  },
})
