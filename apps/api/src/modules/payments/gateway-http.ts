import http from 'node:http'
import https from 'node:https'
import { PaymentError } from './payment-provider.ts'

/** One gateway answer: the HTTP status and the JSON body (an empty object when it was not JSON). */
export type GatewayAnswer = { httpStatus: number; body: Record<string, unknown> }

/** Told of every request before it goes (tests count the calls a flow makes). */
export type RequestObserver = (url: string) => void

// Connections to the gateways stay open between requests, as a busy shop's would.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) }

/**
 * Sends one request to a payment gateway (bKash, SSLCommerz), headers and body in one write (a payment is
 * created per hold, on the flash sale's hot path), and reads the JSON it answers, whatever its content type
 * says. A timeout or a failed connection throws PaymentError TIMEOUT or UNREACHABLE, naming `gateway`: the
 * caller cannot know whether the gateway acted on the request. The URL is never in a message: SSLCommerz's
 * carry the store password.
 */
export function requestGateway(
  gateway: string,
  url: string,
  request: { body?: Buffer; contentType?: string; headers?: Record<string, string> },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  const target = new URL(url)
  const secure = target.protocol === 'https:'
  const { body } = request
  const unreachable = () => new PaymentError('UNREACHABLE', `${gateway} could not be reached`)
  return new Promise((resolve, reject) => {
    const sent = (secure ? https : http).request(
      target,
      {
        method: body ? 'POST' : 'GET',
        agent: secure ? agents.https : agents.http,
        headers: {
          accept: 'application/json',
          ...(body
            ? { 'content-type': request.contentType ?? 'application/json', 'content-length': body.length }
            : {}),
          ...request.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', () => reject(unreachable()))
        response.on('end', () => {
          clearTimeout(deadline)
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({ httpStatus: response.statusCode ?? 0, body: jsonObjectOf(text) })
        })
      },
    )
    const deadline = setTimeout(() => {
      reject(new PaymentError('TIMEOUT', `${gateway} did not answer in time`))
      sent.destroy()
    }, timeoutMs)
    sent.on('error', () => {
      clearTimeout(deadline)
      reject(unreachable())
    })
    sent.end(body)
  })
}

function jsonObjectOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
