import { randomUUID } from 'node:crypto'

/** Where and how to send events for one Sentry DSN (https://<public_key>@<host>/<project_id>). */
export type SentryTarget = { envelopeUrl: string; auth: string; dsn: string }

export type SentryEvent = {
  message: string
  type?: string | undefined
  stack?: string | null | undefined
  platform: 'node' | 'javascript'
  environment: string
  requestId?: string | null | undefined
  url?: string | null | undefined
  method?: string | undefined
  userId?: string | null | undefined
  source: 'server' | 'browser'
  at: Date
}

const SEND_TIMEOUT_MS = 5000

/** The envelope endpoint and auth header of a DSN; undefined when the DSN is not one. */
export function sentryTargetOf(dsn: string | undefined): SentryTarget | undefined {
  if (!dsn) return undefined
  try {
    const parsed = new URL(dsn)
    const projectId = parsed.pathname.split('/').filter(Boolean).pop()
    if (!parsed.username || !projectId || !/^\d+$/.test(projectId)) return undefined
    // A DSN may sit under a path (a self-hosted Sentry behind a prefix): the API lives beside the project ID.
    const prefix = parsed.pathname.slice(0, parsed.pathname.lastIndexOf(`/${projectId}`))
    return {
      envelopeUrl: `${parsed.protocol}//${parsed.host}${prefix}/api/${projectId}/envelope/`,
      auth: `Sentry sentry_version=7, sentry_key=${parsed.username}, sentry_client=mela/1.0`,
      dsn,
    }
  } catch {
    return undefined
  }
}

// "    at handler (/app/src/x.ts:10:5)" or "fn@https://site/assets/a.js:1:200" → Sentry's frame.
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/
const GECKO_FRAME = /^(.*?)@(.+?):(\d+):(\d+)$/

function framesOf(stack: string | null | undefined) {
  const frames = (stack ?? '').split('\n').flatMap((line) => {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line)
    if (!match) return []
    const [, fn, filename, lineno, colno] = match
    return [{ function: fn || '?', filename, lineno: Number(lineno), colno: Number(colno) }]
  })
  // Sentry wants the outermost call first; stacks print the innermost first.
  return frames.reverse()
}

/** Sentry's event payload for one report. */
export function sentryPayload(event: SentryEvent, eventId: string) {
  const frames = framesOf(event.stack)
  return {
    event_id: eventId,
    timestamp: event.at.getTime() / 1000,
    platform: event.platform,
    level: 'error',
    logger: `mela.${event.source}`,
    environment: event.environment,
    exception: {
      values: [
        {
          type: event.type ?? 'Error',
          value: event.message,
          ...(frames.length ? { stacktrace: { frames } } : {}),
        },
      ],
    },
    tags: { source: event.source, ...(event.requestId ? { request_id: event.requestId } : {}) },
    ...(event.url ? { request: { url: event.url, ...(event.method ? { method: event.method } : {}) } } : {}),
    ...(event.userId ? { user: { id: event.userId } } : {}),
  }
}

/** One event as Sentry's envelope: a header line, an item header line with the byte length, the payload. */
export function sentryEnvelope(target: SentryTarget, event: SentryEvent, now = new Date()): string {
  const eventId = randomUUID().replaceAll('-', '')
  const payload = JSON.stringify(sentryPayload(event, eventId))
  const header = { event_id: eventId, sent_at: now.toISOString(), dsn: target.dsn }
  const item = { type: 'event', content_type: 'application/json', length: Buffer.byteLength(payload) }
  return `${JSON.stringify(header)}\n${JSON.stringify(item)}\n${payload}\n`
}

/** Sends one event to Sentry; answers whether Sentry took it. Never throws: reporting must not fail a request. */
export async function sendToSentry(target: SentryTarget, event: SentryEvent): Promise<boolean> {
  try {
    const response = await fetch(target.envelopeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': target.auth },
      body: sentryEnvelope(target, event),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}
