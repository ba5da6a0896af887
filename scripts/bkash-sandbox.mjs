// `npm run bkash-sandbox`: the bKash sandbox as its own process (PORT, default 3001), built as `npm start` is.
import { execFileSync } from 'node:child_process'

execFileSync(process.execPath, [new URL('./build.mjs', import.meta.url).pathname, '--if-stale'], {
  stdio: 'inherit',
})
process.env.PORT ??= '3001'
await import('../apps/api/dist/bkash-sandbox.mjs')
