import type { Config } from '../config.ts'

/** Where the log goes: process.stdout, or a test's stand-in. */
export type LogOutput = { write: (text: string) => unknown; isTTY?: boolean }

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 90 },
  30: { name: 'INFO ', color: 32 },
  40: { name: 'WARN ', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 31 },
}
// pino's own fields and those the line already shows; the rest follow as key=value.
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'responseTime', 'err'])

type Entry = {
  level?: number
  time?: number
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { stack?: string; message?: string }
  [field: string]: unknown
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8)

/**
 * One pino JSON line as a person reads it on a terminal: "14:02:07 INFO  GET /api/health 200 1.3ms request
 * completed reqId=…", an error's stack on the lines below. A line that is not JSON is kept as it came.
 */
export function readableLine(json: string, colors = false): string {
  let entry: Entry
  try {
    entry = JSON.parse(json) as Entry
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`
  }
  const level = LEVELS[entry.level ?? 30] ?? { name: String(entry.level), color: 0 }
  const parts = [clock(entry.time), colors ? `\x1b[${level.color}m${level.name}\x1b[0m` : level.name]
  if (entry.req) parts.push(`${entry.req.method ?? ''} ${entry.req.url ?? ''}`)
  if (entry.res) parts.push(String(entry.res.statusCode ?? ''))
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(1)}ms`)
  if (entry.msg) parts.push(entry.msg)
  for (const [key, value] of Object.entries(entry))
    if (!SHOWN.has(key)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  const stack = entry.err?.stack ?? entry.err?.message
  return `${parts.join(' ')}\n${stack ? `${stack}\n` : ''}`
}

/**
 * Fastify's logger options: JSON lines where a machine reads the log (a file, a pipe, a log collector), readable
 * lines where a person watches a terminal (`npm start` in a shell). NO_COLOR turns the colours off.
 */
export function loggerOptions(config: Config, output: LogOutput = process.stdout) {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization'],
    serializers: { req: requestOf },
  }
  if (output.isTTY) {
    const colors = !process.env.NO_COLOR
    return { ...base, stream: { write: (line: string) => output.write(readableLine(line, colors)) } }
  }
  // pino's own writer to stdout is the fastest; any other output gets the JSON lines as they are.
  return output === process.stdout ? base : { ...base, stream: output }
}

// Query parameters that are passwords: SSLCommerz's validator APIs carry the store's in the query string.
const SECRET_PARAMS = /([?&](?:store_passwd)=)[^&#]*/g

/** The URL with its password parameters masked (***), for logs and test observers. */
export const maskedUrl = (url: string) => url.replace(SECRET_PARAMS, '$1***')

type LoggedRequest = {
  method: string
  url: string
  host?: string
  ip?: string
  headers?: Record<string, unknown>
  socket?: { remotePort?: number }
}

// Fastify's own request serializer, with the URL masked.
function requestOf(request: LoggedRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
