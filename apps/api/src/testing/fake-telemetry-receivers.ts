import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string }

/** An HTTP server on a free local port that answers 200 to everything and keeps what it received. */
export async function startHttpReceiver() {
  const received: ReceivedRequest[] = []
  const waiters: (() => void)[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"status":1}')
      for (const wake of waiters.splice(0)) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    /** Resolves once `count` requests have arrived (reports may be sent after the answer). */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${received.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Sentry's envelope: a header line, then item header and payload lines (develop.sentry.dev/sdk/envelopes). */
export function parseEnvelope(body: string) {
  const [header, ...rest] = body.split('\n')
  const items: { header: Record<string, unknown>; payload: Record<string, unknown> }[] = []
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const itemHeader = JSON.parse(rest[i] as string) as { length?: number }
    const payloadText = rest[i + 1] as string
    if (itemHeader.length !== undefined && Buffer.byteLength(payloadText) !== itemHeader.length)
      throw new Error('envelope item length does not match its payload')
    items.push({ header: itemHeader, payload: JSON.parse(payloadText) })
  }
  return { header: JSON.parse(header as string) as Record<string, unknown>, items }
}
