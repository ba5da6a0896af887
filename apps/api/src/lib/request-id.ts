import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

// A caller's id is kept only when it is short and plain, so it cannot forge log lines.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The request id: the caller's X-Request-ID when it is safe, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID()
}
