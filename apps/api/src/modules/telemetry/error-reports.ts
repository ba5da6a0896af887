import { ERROR_MESSAGE_MAX, ERROR_STACK_MAX, ERROR_URL_MAX } from '@mela/shared/telemetry'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import { errorReports } from '../../db/schema.ts'
import { sendToSentry, sentryTargetOf } from './sentry.ts'

export type ErrorReport = {
  source: 'server' | 'browser'
  message: string
  type?: string | undefined
  stack?: string | null | undefined
  requestId?: string | null | undefined
  url?: string | null | undefined
  method?: string | undefined
  userId?: string | null | undefined
}

// Text columns hold anything, but a report is for reading: long ones are cut, NULs (which PostgreSQL refuses) dropped.
const clip = (text: string | null | undefined, max: number) =>
  text ? text.replaceAll('\u0000', '').slice(0, max) : null

/**
 * Keeps one error for the superuser's page and, when SENTRY_DSN is set, sends it to Sentry. Never throws:
 * a report failing (the database down, Sentry away) is logged and the request goes on.
 */
export async function reportError(
  app: FastifyInstance,
  report: ErrorReport,
  log: FastifyBaseLogger = app.log,
) {
  // A bare Fastify (a unit test of the error handler) has nowhere to keep reports: the log has it already.
  if (!app.hasDecorator('database') || !app.hasDecorator('config')) return
  const at = new Date()
  const row = {
    source: report.source,
    message: clip(report.message, ERROR_MESSAGE_MAX) || 'Error',
    stack: clip(report.stack, ERROR_STACK_MAX),
    requestId: clip(report.requestId, 200),
    url: clip(report.url, ERROR_URL_MAX),
    userId: report.userId ?? null,
    at,
  }
  const target = sentryTargetOf(app.config.sentryDsn)
  const [stored, sent] = await Promise.allSettled([
    app.database.db.insert(errorReports).values(row),
    target
      ? sendToSentry(target, {
          ...row,
          type: report.type,
          method: report.method,
          platform: report.source === 'server' ? 'node' : 'javascript',
          environment: app.config.env,
        })
      : Promise.resolve(true),
  ])
  if (stored.status === 'rejected') log.warn({ err: stored.reason }, 'could not store the error report')
  if (sent.status === 'fulfilled' && !sent.value) log.warn('Sentry did not take the error report')
}

/** The error handler's report of a 5xx: logged with the request ID by the handler, kept and forwarded here. */
export function reportServerError(request: FastifyRequest, error: unknown) {
  const failure = error instanceof Error ? error : new Error(String(error))
  // A 5xx in plain words (bKash unreachable) names its cause: the cause is what to look into.
  const cause = failure.cause instanceof Error ? failure.cause : undefined
  reportError(
    request.server,
    {
      source: 'server',
      message: cause ? `${failure.message}: ${cause.message}` : failure.message,
      type: (cause ?? failure).name,
      stack: (cause ?? failure).stack,
      requestId: request.id,
      url: request.url,
      method: request.method,
      userId: request.user?.id,
    },
    request.log,
  ).catch((reportFailure) => request.log.warn({ err: reportFailure }, 'could not report the error'))
}
