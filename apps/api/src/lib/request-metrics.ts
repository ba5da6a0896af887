import type { FastifyInstance } from 'fastify'
import { httpRequests } from './metrics.ts'

/**
 * Counts and times every answer by its route's pattern (`/api/event/:id`, never the raw URL, which would make
 * a series per event and per query string); a path no route matched counts as `unmatched`.
 */
export function measureRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    httpRequests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })
}
