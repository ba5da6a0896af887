import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The suite runs against the app exactly as `npm start` runs it, on a throw-away embedded database.
export const port = Number(process.env.E2E_PORT ?? 3999)
const dataDir = join(tmpdir(), `mela-e2e-${port}`)
export const baseURL = `http://localhost:${port}`

// A second instance for the journeys that read real mail: it hands mail over SMTP to a catcher
// (mail-catcher.mjs) and holds seats for 30 s, so a hold can run out during a test. Specs opt in
// with `test.use({ baseURL: mailBaseURL })` and read the mail with mail-catcher.ts.
const mailPort = port + 1
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1001)
const mailDataDir = join(tmpdir(), `mela-e2e-${mailPort}`)
export const mailBaseURL = `http://localhost:${mailPort}`
export const caughtMailFile = join(tmpdir(), `mela-e2e-mail-${smtpPort}`, 'mails.json')
export const HOLD_SECONDS_WITH_MAIL = 30
// Started for the whole suite and for runs naming one of these specs: a run of other specs does not
// take the extra ports (E2E_MAIL=1 or 0 decides otherwise).
const specsReadingMail = /follow|waitlist-offer|tickets-on-paper/
const namedSpecs = process.argv.filter((arg) => arg.includes('.spec'))
const withMail =
  process.env.E2E_MAIL !== undefined
    ? process.env.E2E_MAIL === '1'
    : namedSpecs.length === 0 || namedSpecs.some((arg) => specsReadingMail.test(arg))

const env = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEV_OUTBOX: 'true',
  BKASH_SANDBOX: 'true',
  // The superuser's journeys sign in with it (the account is made at first start).
  SUPERUSER_PASSWORD: 'Superuser2026x',
  // Every journey signs up and buys from this one machine: per-address limits would stop the suite.
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Files run side by side on one app (the tests of a file one after another, sharing what its beforeAll
  // made). Most of a journey's time is waiting (for a page, a hold, the queue, the next poll), not CPU: one
  // worker kept under half of one core busy (4.4 min of CPU in a 10.4 min run). Every spec makes its own
  // people and events, with names and phones (uniquePhone) no other worker uses. E2E_WORKERS=1: one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
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
  webServer: [
    {
      command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    },
    ...(withMail
      ? [
          {
            command: `rm -f ${caughtMailFile} && node mail-catcher.mjs ${smtpPort} ${caughtMailFile}`,
            port: smtpPort,
            timeout: 20_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            // Started after the first, so the build it may run (start.mjs --if-stale) is done.
            command: `rm -rf ${mailDataDir} && node ../scripts/start.mjs`,
            url: `${mailBaseURL}/api/health`,
            timeout: 240_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              ...env,
              PORT: String(mailPort),
              DATA_DIR: mailDataDir,
              SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
              HOLD_MINUTES: String(HOLD_SECONDS_WITH_MAIL / 60),
            },
          },
        ]
      : []),
  ],
})
