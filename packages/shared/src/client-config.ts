import { z } from 'zod'
import { ANALYTICS_MODES } from './telemetry.ts'

/** GET /client-config: public settings the web app needs at start (sign-in providers, tracking). */
export const ClientConfig = z.object({
  GoogleClientId: z.string().nullable(),
  FacebookAppId: z.string().nullable(),
  DevOutbox: z.boolean(),
  // Where the browser's product events go: off (the default) means it records none.
  Analytics: z.enum(ANALYTICS_MODES),
})
export type ClientConfig = z.infer<typeof ClientConfig>
