// `npm start`: build what is missing or out of date, then run the API, which also serves the web app.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

execFileSync(process.execPath, [new URL('./build.mjs', import.meta.url).pathname, '--if-stale'], {
  stdio: 'inherit',
})
// .env is read here too (the server reads it again, changing nothing), so the choice below sees it.
if (existsSync('.env')) process.loadEnvFile('.env')
process.env.NODE_ENV ??= 'production'
// The embedded database is a one-machine demo: there the bundled bKash and SSLCommerz sandboxes are on unless
// told otherwise, so a first `npm start` can sell tickets. With DATABASE_URL (a real deployment) they must be
// asked for.
if (!process.env.DATABASE_URL && !process.env.BKASH_BASE_URL) process.env.BKASH_SANDBOX ??= 'true'
if (!process.env.DATABASE_URL && !process.env.SSLCOMMERZ_BASE_URL) process.env.SSLCOMMERZ_SANDBOX ??= 'true'
await import('../apps/api/dist/server.mjs')
