import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Set from the moment the process is told to stop: readiness answers 503 from then on. */
    draining: boolean
  }
}

/**
 * Readiness's flag, and `Connection: close` on every answer once draining: a keep-alive client (a load balancer,
 * a browser) then comes back on a new connection, which the balancer gives to another instance, and the
 * connection of a request that was in flight closes when it is answered instead of holding the stop up.
 */
export function registerDrain(app: FastifyInstance) {
  app.decorate('draining', false)
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('Connection', 'close')
  })
}

export type DrainTimes = { graceMs: number; timeoutMs: number }

/**
 * Stops the app the way a load balancer needs: readiness turns 503 at once; for `graceMs` requests are still
 * served, while the balancer's health checks notice and send new ones elsewhere; then no new connection is
 * taken, requests in flight finish, the job worker stops and the database closes. Answers whether all that
 * ended within `timeoutMs` (counted after the grace); the caller exits either way.
 */
export async function drain(app: FastifyInstance, times: DrainTimes): Promise<boolean> {
  const began = Date.now()
  app.draining = true
  app.log.info({ graceMs: times.graceMs }, 'draining: readiness answers 503')
  await new Promise((resolve) => setTimeout(resolve, times.graceMs))
  let timer: NodeJS.Timeout | undefined
  const closed = await Promise.race([
    app.close().then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), times.timeoutMs)
    }),
  ])
  clearTimeout(timer)
  const tookMs = Date.now() - began
  if (closed) app.log.info({ tookMs }, 'drained: every request in flight answered, jobs stopped')
  else app.log.error({ tookMs }, 'did not drain in time: stopping with work still in flight')
  return closed
}
