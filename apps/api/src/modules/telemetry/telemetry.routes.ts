import { isSuperuser } from '@mela/shared/constants'
import {
  AnalyticsCountQuery,
  AnalyticsCounts,
  AnalyticsEventInput,
  ErrorGroupPage,
  ErrorGroupQuery,
  ErrorReportInput,
} from '@mela/shared/telemetry'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { Forbidden } from '../../lib/errors.ts'
import { enforceLimits, limitedAddress, perAddress } from '../../lib/rate-limit.ts'
import { NoContent } from '../../lib/route-schemas.ts'
import { recordAnalyticsEvent } from './analytics.service.ts'
import { reportError } from './error-reports.ts'
import { analyticsCounts, errorGroups } from './telemetry-queries.ts'

const tags = ['telemetry']
// A page sends a handful of events per visit; a browser stuck in an error loop must not fill the tables.
const EVENTS_PER_ADDRESS = { max: 60, windowSeconds: 600 }
const ERRORS_PER_ADDRESS = { max: 30, windowSeconds: 600 }
// Message, stack and URL at their largest, with room for JSON: anything bigger is not a browser's report.
const REPORT_BODY_LIMIT = 32 * 1024

const limitFor = (name: string, rule: { max: number; windowSeconds: number }) => (ip: string) => ({
  key: `${name}:${ip}`,
  ...rule,
})

// product §6: the superuser's pages are checked here, on the server, by username in any letter case.
function requireSuperuser(request: FastifyRequest) {
  const user = requireUser(request)
  if (!isSuperuser(user.username)) throw Forbidden()
  return user
}

/**
 * Product analytics and error reports from browsers (product §1, §8), and what the superuser reads of them.
 * Events go nowhere unless ANALYTICS is set; errors are always kept, and sent to Sentry when configured.
 */
export async function telemetryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/analytics/event',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags,
        description:
          "Records one of product §1's product events, where ANALYTICS says (off: nowhere). Signed in or not.",
        body: AnalyticsEventInput,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await enforceLimits(db, perAddress(limitedAddress(request), limitFor('analytics', EVENTS_PER_ADDRESS)))
      await recordAnalyticsEvent(db, app.config.analytics, request.body, {
        userId: request.user?.id,
        log: request.log,
      })
      return reply.code(204).send(null)
    },
  )

  api.post(
    '/error-report',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Reports an uncaught error in a browser: kept for the superuser, and sent to Sentry if set.',
        body: ErrorReportInput,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await enforceLimits(
        db,
        perAddress(limitedAddress(request), limitFor('error-report', ERRORS_PER_ADDRESS)),
      )
      const { Message, Stack, URL } = request.body
      request.log.warn({ browserError: Message, url: URL }, 'browser error reported')
      await reportError(
        app,
        {
          source: 'browser',
          message: Message,
          stack: Stack,
          url: URL,
          requestId: request.id,
          userId: request.user?.id,
        },
        request.log,
      )
      return reply.code(204).send(null)
    },
  )

  api.get(
    '/superuser/errors',
    {
      schema: {
        security: signedIn,
        tags: ['superuser'],
        description: 'Recent errors, server and browser, grouped by message with counts and when last seen.',
        querystring: ErrorGroupQuery,
        response: { 200: ErrorGroupPage },
      },
    },
    async (request) => {
      requireSuperuser(request)
      return errorGroups(db, request.query)
    },
  )

  api.get(
    '/superuser/analytics',
    {
      schema: {
        security: signedIn,
        tags: ['superuser'],
        description: 'First-party analytics events counted per name per UTC day, and where events go now.',
        querystring: AnalyticsCountQuery,
        response: { 200: AnalyticsCounts },
      },
    },
    async (request) => {
      requireSuperuser(request)
      return { Mode: app.config.analytics.mode, Items: await analyticsCounts(db, request.query.Days) }
    },
  )
}
