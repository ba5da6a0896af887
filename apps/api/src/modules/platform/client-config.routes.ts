import { ANALYTICS_MODES } from '@mela/shared/telemetry'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const ClientConfig = z.object({
  GoogleClientId: z.string().nullable(),
  FacebookAppId: z.string().nullable(),
  DevOutbox: z.boolean(),
  // Where the browser's product events go: off (the default) means it records none.
  Analytics: z.enum(ANALYTICS_MODES),
})

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
