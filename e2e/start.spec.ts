import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { port as suitePort } from './playwright.config.ts'

// `npm start` as a person or a process manager runs it: SIGTERM or Ctrl-C to npm stops the server too.
const root = new URL('..', import.meta.url).pathname

async function healthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start stops the server on ${signal} to npm`, async () => {
    // Beside the suite's own ports (E2E_PORT, its mail instance at +1), so parallel runs on one machine keep apart.
    const port = suitePort + (signal === 'SIGTERM' ? 2 : 3)
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'mela-start-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    })
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)))
    const health = `http://127.0.0.1:${port}/api/health`
    try {
      // How fast it starts is measured by `npm run bench:start`, not asserted here (a busy machine is slower).
      expect(await healthy(health, 60_000)).toBe(true)
    } catch (failure) {
      // A failed check must not leave the server behind on its port for the next run to find.
      npm.kill('SIGTERM')
      await exited
      throw failure
    }
    npm.kill(signal)
    await exited
    // The server itself is gone, not just npm: nothing answers on its port any more.
    expect(await healthy(health, 3_000)).toBe(false)
  })
}
