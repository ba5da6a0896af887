// `npm run dev`: the API restarting on change (tsx watch) beside Vite's dev server with its /api proxy.
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', stop)
