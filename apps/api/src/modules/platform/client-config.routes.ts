import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

const ClientConfig = z.object({
  GoogleClientId: z.string().nullable(),
  FacebookAppId: z.string().nullable(),
  DevOutbox: z.boolean(),
})

/** Public settings the web app needs at start: which sign-in providers are configured. */
export async function clientConfigRoutes(app: FastifyInstance) {
  const { google, facebook, devOutbox } = app.config
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/client-config', { schema: { tags: ['platform'], response: { 200: ClientConfig } } }, async () => ({
      GoogleClientId: google.clientIds[0] ?? null,
      FacebookAppId: facebook.appId && facebook.appSecret ? facebook.appId : null,
      DevOutbox: devOutbox,
    }))
}
