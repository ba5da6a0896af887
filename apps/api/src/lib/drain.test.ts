import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { testConfig } from '../config.ts'
import { freePort } from '../testing/test-app.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { drain } from './drain.ts'

const statusOf = (url: string) =>
  fetch(url).then(
    (answer) => answer.status,
    () => 'refused' as const,
  )

describe('draining on SIGTERM', () => {
  it('turns readiness to 503 at once, lets a request in flight finish, then takes no new connection', async () => {
    const database = await createTestDatabase()
    const app = await buildApp(testConfig(), { database })
    // A request that is still being answered when the stop begins (a payment waiting on its gateway).
    let started: () => void = () => {}
    const inFlight = new Promise<void>((resolve) => {
      started = resolve
    })
    app.get('/slow-answer', async () => {
      started()
      await new Promise((resolve) => setTimeout(resolve, 800))
      return { answered: true }
    })
    const port = await freePort()
    await app.listen({ port, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${port}`
    try {
      expect(await fetch(`${base}/api/health/ready`).then((answer) => answer.json())).toEqual({
        status: 'ready',
      })
      const slow = fetch(`${base}/slow-answer`).then(async (answer) => [answer.status, await answer.json()])
      await inFlight
      const stopped = drain(app, { graceMs: 300, timeoutMs: 5000 })

      const ready = await fetch(`${base}/api/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'draining' })
      // Liveness stays: the process is well, only leaving.
      expect(await statusOf(`${base}/api/health`)).toBe(200)

      expect(await slow).toEqual([200, { answered: true }])
      expect(await stopped).toBe(true)
      expect(await statusOf(`${base}/api/health`)).toBe('refused')
    } finally {
      if (!app.draining) await app.close()
      await database.close()
    }
  })
})
