import { ClientConfig } from '@mela/shared/client-config'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** Public settings the web app needs at start: which sign-in providers are configured, whether to track. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { google, facebook, devOutbox, analytics } = app.config
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/client-config', { schema: { tags: ['platform'], response: { 200: ClientConfig } } }, async () => ({
      GoogleClientId: google.clientIds[0] ?? null,
      FacebookAppId: facebook.appId && facebook.appSecret ? facebook.appId : null,
      DevOutbox: devOutbox,
      Analytics: analytics.mode,
    }))
}
