import { errorText } from '@mela/shared/error-codes'
import type { FastifyError, FastifyInstance } from 'fastify'
import { sandboxKnobRoutes } from './bkash-sandbox-knobs.routes.ts'
import { payerPageRoutes } from './bkash-sandbox-page.routes.ts'
import { type Body, createPayment, executePayment, queryPayment } from './bkash-sandbox-payments.ts'
import { createSandbox, statusBody } from './bkash-sandbox-state.ts'
import { checkCaller, grantToken, refreshToken } from './bkash-sandbox-tokens.ts'
import {
  refundPayment,
  refundPaymentV2,
  refundStatus,
  refundStatusV2,
  searchTransaction,
} from './bkash-sandbox-transactions.ts'

export const SANDBOX_API = '/bkash-sandbox/v1.2.0-beta/tokenized/checkout'
/** The v2 refund API, at the origin without a version segment, as bKash serves it. */
export const SANDBOX_REFUND_V2 = '/bkash-sandbox/v2/tokenized-checkout/refund/payment'
const hidden = { schema: { hide: true } }

// Strings only, as bKash reads them: a field of another type counts as missing.
function bodyOf(body: unknown): Body {
  if (!body || typeof body !== 'object') return {}
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'))
}

/**
 * The bundled bKash sandbox, mounted in Mela when BKASH_BASE_URL is unset or run alone
 * (bkash-sandbox-app.ts): bKash's Tokenized Checkout API (same paths, headers, envelopes and codes)
 * and its payer page, so checkout runs on one machine.
 */
export async function bkashSandboxRoutes(app: FastifyInstance) {
  const { bkash, publicUrl } = app.config
  const sandbox = createSandbox(bkash, publicUrl)

  // Callers of the API get bKash's envelopes, even for a body that is not JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    const api = request.url.startsWith(SANDBOX_API)
    if (status < 500)
      return api
        ? reply.code(200).send(statusBody('2025'))
        : reply.code(status).send({ message: error.message })
    request.log.error({ err: error }, 'bKash sandbox failed')
    return reply.code(500).send(api ? statusBody('2020') : { message: errorText('INTERNAL') })
  })

  app.post(`${SANDBOX_API}/token/grant`, hidden, async (request, reply) => {
    const answer = grantToken(sandbox, request.headers, bodyOf(request.body))
    return reply.code(answer.status).send(answer.body)
  })
  app.post(`${SANDBOX_API}/token/refresh`, hidden, async (request, reply) => {
    const answer = refreshToken(sandbox, request.headers, bodyOf(request.body))
    return reply.code(answer.status).send(answer.body)
  })

  const operations: Record<string, (body: Body) => object | Promise<object>> = {
    create: (body) => createPayment(sandbox, body),
    execute: (body) => executePayment(sandbox, body),
    'payment/status': (body) => queryPayment(sandbox, body),
    'general/searchTransaction': (body) => searchTransaction(sandbox, body),
    'payment/refund': (body) => refundPayment(sandbox, body),
    // bkash-rs posts refund status here; the official plugin uses payment/refund without an amount.
    'payment/refund/status': (body) => refundStatus(sandbox, body),
  }
  for (const [path, operation] of Object.entries(operations)) {
    app.post(`${SANDBOX_API}/${path}`, hidden, async (request, reply) => {
      const refusal = checkCaller(sandbox, request.headers)
      if (refusal) return reply.code(refusal.status).send(refusal.body)
      return operation(bodyOf(request.body))
    })
  }

  const refundsV2: Record<
    string,
    (body: Body) => { status: number; body: object } | Promise<{ status: number; body: object }>
  > = {
    transaction: (body) => refundPaymentV2(sandbox, body),
    status: (body) => refundStatusV2(sandbox, body),
  }
  for (const [path, operation] of Object.entries(refundsV2)) {
    app.post(`${SANDBOX_REFUND_V2}/${path}`, hidden, async (request, reply) => {
      const refusal = checkCaller(sandbox, request.headers)
      if (refusal) return reply.code(refusal.status).send(refusal.body)
      const answer = await operation(bodyOf(request.body))
      return reply.code(answer.status).send(answer.body)
    })
  }

  payerPageRoutes(app, sandbox)
  sandboxKnobRoutes(app, sandbox)
}
