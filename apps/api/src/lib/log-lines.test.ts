import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { testConfig } from '../config.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { type LogOutput, readableLine } from './log-lines.ts'

/** The app's first start, its log written to a stand-in for stdout: a terminal or a pipe. */
async function firstStartLog(isTTY: boolean) {
  const lines: string[] = []
  const output: LogOutput = { isTTY, write: (text) => lines.push(text) }
  const database = await createTestDatabase()
  const app = await buildApp(testConfig({ logLevel: 'info', superuserPassword: undefined }), {
    database,
    logOutput: output,
  })
  await app.inject({ url: '/api/health' })
  // SSLCommerz's validator APIs take the store password in the query string (the bundled sandbox answers them).
  await app.inject({
    url: '/sslcommerz-sandbox/validator/api/validationserverAPI.php?val_id=x&store_passwd=qwerty',
  })
  await app.close()
  await database.close()
  return lines.join('')
}

describe('the log', () => {
  it('reads as lines of words on a terminal, saying how to make the missing superuser', async () => {
    const log = await firstStartLog(true)
    expect(log).toMatch(
      /^\d\d:\d\d:\d\d .*WARN.* No superuser yet: run `npm run superuser -- --password '…'` with the app stopped, or start with SUPERUSER_PASSWORD=…$/m,
    )
    expect(log).toMatch(/INFO.* GET \/api\/health incoming request reqId=/)
    expect(log).toMatch(/INFO.* 200 \d+\.\dms request completed reqId=/)
    expect(log).not.toContain('{"level"')
    expect(log).toContain('validationserverAPI.php?val_id=x&store_passwd=*** incoming request')
    expect(log).not.toContain('qwerty')
  })

  it('is JSON lines when it goes to a pipe or a file', async () => {
    const lines = (await firstStartLog(false)).trim().split('\n')
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string })
    expect(entries).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^No superuser yet/) }),
    )
  })

  it('keeps a line that is not JSON, and puts an error’s stack under its line', () => {
    expect(readableLine('plain words')).toBe('plain words\n')
    const line = readableLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'failed',
        err: { stack: 'Error: boom\n    at here' },
        code: 7,
      }),
    )
    expect(line).toMatch(/^\d\d:\d\d:\d\d ERROR failed code=7\nError: boom\n {4}at here\n$/)
  })
})
