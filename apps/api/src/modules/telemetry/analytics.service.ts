import { randomUUID } from 'node:crypto'
import type { AnalyticsEventInput, AnalyticsMode } from '@mela/shared/telemetry'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { analyticsEvents } from '../../db/schema.ts'
import { sendToPosthog } from './posthog.ts'

/**
 * Records one product event where ANALYTICS says: nowhere (off), our table (first-party) or PostHog. Answers
 * where it went. A PostHog that does not answer is logged, never the visitor's problem.
 */
export async function recordAnalyticsEvent(
  db: Db,
  config: Config['analytics'],
  input: AnalyticsEventInput,
  ctx: { userId: string | undefined; log: FastifyBaseLogger; now?: Date },
): Promise<AnalyticsMode> {
  const at = ctx.now ?? new Date()
  const properties = input.Properties ?? {}
  if (config.mode === 'first-party') {
    await db.insert(analyticsEvents).values({
      name: input.Name,
      userId: ctx.userId ?? null,
      properties: Object.keys(properties).length ? JSON.stringify(properties) : null,
      at,
    })
  } else if (config.mode === 'posthog' && config.posthogKey) {
    const taken = await sendToPosthog(config.posthogHost, config.posthogKey, {
      name: input.Name,
      // An anonymous visitor is counted, not followed: each of their events stands alone.
      distinctId: ctx.userId ?? `anonymous-${randomUUID()}`,
      identified: Boolean(ctx.userId),
      properties,
      at,
    })
    if (!taken) ctx.log.warn({ event: input.Name }, 'PostHog did not take the analytics event')
  }
  return config.mode
}
