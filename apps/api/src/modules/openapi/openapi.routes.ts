import type { FastifyInstance } from 'fastify'

/** The OpenAPI 3.1 document, generated from the zod schemas every route declares. */
export async function openapiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
