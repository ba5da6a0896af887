import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { documentedTransform } from './openapi-transform.ts'

/**
 * The OpenAPI description every route adds itself to (served as JSON by openapi.routes.ts), and the
 * interactive reference at /api/docs. Registered before the routes, so that each is seen.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mela API',
        version: '1.0.0',
        description: 'Event ticketing and event feed',
        license: { name: 'Proprietary', url: 'https://mela.com.bd' },
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          Token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The session token' },
          Username: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Username',
            description: "The URL-encoded username of the token's user",
          },
        },
      },
    },
    transform: documentedTransform,
  })

  // The interactive reference, served from the package (nothing from a CDN) under the same CSP.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  })
}
