// `npm start`: build what is missing or out of date, then run the API, which also serves the web app.
import { execFileSync } from 'node:child_process'

execFileSync(process.execPath, [new URL('./build.mjs', import.meta.url).pathname, '--if-stale'], {
  stdio: 'inherit',
})
process.env.NODE_ENV ??= 'production'
await import('../apps/api/dist/server.mjs')
