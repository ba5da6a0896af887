// `npm run sslcommerz-sandbox`: the SSLCommerz sandbox as its own process (PORT, default 3002), built as `npm start` is.
import { execFileSync } from 'node:child_process'

execFileSync(process.execPath, [new URL('./build.mjs', import.meta.url).pathname, '--if-stale'], {
  stdio: 'inherit',
})
process.env.PORT ??= '3002'
await import('../apps/api/dist/sslcommerz-sandbox.mjs')
