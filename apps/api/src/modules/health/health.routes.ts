import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isDatabaseReachable } from '../../db/database.ts'

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['pglite', 'postgres']),
  /** What does not answer, when something does not. */
  down: z.array(z.enum(['database'])).optional(),
})

const Readiness = z.object({
  status: z.enum(['ready', 'draining', 'degraded']),
  down: z.array(z.enum(['database'])).optional(),
})

/** Liveness for load balancers and CI: `ok` when the database answers, else 503 `degraded` saying what is down. */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
      async (_request, reply) => {
        const reachable = await isDatabaseReachable(app.database.db)
        return reply
          .code(reachable ? 200 : 503)
          .send(
            reachable
              ? { status: 'ok', db: app.database.kind }
              : { status: 'degraded', db: app.database.kind, down: ['database'] },
          )
      },
    )

  // Readiness, what a load balancer's health check asks: 503 from the moment the process is told to stop
  // (lib/drain.ts), so new requests go to other instances while this one finishes its own.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health/ready',
      { schema: { tags: ['health'], response: { 200: Readiness, 503: Readiness } } },
      async (_request, reply) => {
        if (app.draining) return reply.code(503).send({ status: 'draining' })
        if (!(await isDatabaseReachable(app.database.db)))
          return reply.code(503).send({ status: 'degraded', down: ['database'] })
        return { status: 'ready' as const }
      },
    )
}
