import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Unauthorized } from '../../lib/errors.ts'
import { metrics } from '../../lib/metrics.ts'
import { collectSaleGauges } from './sale-gauges.ts'

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /metrics in Prometheus' text format, at the site's root as scrapers expect. Registered only when
 * METRICS_TOKEN is set (else the path is the usual 404), and answered only with that bearer token.
 */
export async function metricsRoutes(app: FastifyInstance, options: { token: string }) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ')
    if (scheme?.toLowerCase() !== 'bearer' || !token || !sameSecret(token, options.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"')
      throw Unauthorized()
    }
    // A database that does not answer leaves its gauges as they were: the process's own still count.
    await collectSaleGauges(app.database).catch((error: unknown) => {
      request.log.warn({ err: error }, 'metrics: the database gauges could not be read')
    })
    return reply.type(metrics.contentType).send(await metrics.metrics())
  })
}
