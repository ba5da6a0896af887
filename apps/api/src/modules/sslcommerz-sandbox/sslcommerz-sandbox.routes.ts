import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { sandboxKnobRoutes } from './sslcommerz-sandbox-knobs.routes.ts'
import { payerPageRoutes } from './sslcommerz-sandbox-page.routes.ts'
import { initiateRefund, refundStatus } from './sslcommerz-sandbox-refunds.ts'
import { createSession, type Fields, refusedSession } from './sslcommerz-sandbox-sessions.ts'
import { createSandbox, isStore, SANDBOX_PREFIX, type Sandbox } from './sslcommerz-sandbox-state.ts'
import {
  INVALID_REQUEST,
  queryBySession,
  queryByTranId,
  validatePayment,
} from './sslcommerz-sandbox-validator.ts'

export const SESSION_API = `${SANDBOX_PREFIX}/gwprocess/v4/api.php`
export const VALIDATION_API = `${SANDBOX_PREFIX}/validator/api/validationserverAPI.php`
export const QUERY_API = `${SANDBOX_PREFIX}/validator/api/merchantTransIDvalidationAPI.php`
// Long past any client's timeout; the hang ends sooner when the caller gives up.
const HANG_MS = 120_000
const hidden = { schema: { hide: true } }

// Strings only, as the gateway reads a form: a repeated field counts once, anything else as missing.
function fieldsOf(...sources: unknown[]): Fields {
  const fields: Fields = {}
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue
    for (const [name, value] of Object.entries(source)) if (typeof value === 'string') fields[name] = value
  }
  return fields
}

/** Form bodies as the gateway takes them: urlencoded (the official PY, WOO) or multipart (PHP, NODE). */
export function readForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  if (app.hasContentTypeParser('multipart/form-data')) return
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    async (request: FastifyRequest, body: string | Buffer) => {
      const form = await new Response(new Uint8Array(Buffer.from(body)), {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData()
      return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
    },
  )
}

function waitOrGiveUp(request: FastifyRequest) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANG_MS).unref()
    request.raw.socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function queryOperation(sandbox: Sandbox, params: Fields) {
  if (!isStore(sandbox, params)) return INVALID_REQUEST
  if (params.refund_ref_id) return refundStatus(sandbox, params.refund_ref_id)
  if (params.bank_tran_id && params.refund_amount !== undefined) return initiateRefund(sandbox, params)
  if (params.sessionkey) return queryBySession(sandbox, params.sessionkey)
  if (params.tran_id) return queryByTranId(sandbox, params.tran_id)
  return INVALID_REQUEST
}

/**
 * The bundled SSLCommerz sandbox, mounted in Mela when SSLCOMMERZ_BASE_URL is unset or run alone
 * (sslcommerz-sandbox-app.ts): SSLCommerz v4's session, validation, query and refund APIs (same paths after
 * /sslcommerz-sandbox, same fields, HTTP 200 for business failures) and its payer page, sending IPNs.
 */
export async function sslcommerzSandboxRoutes(app: FastifyInstance) {
  const { sslcommerz, publicUrl } = app.config
  const store = { storeId: sslcommerz.storeId, storePassword: sslcommerz.storePassword }
  const sandbox = createSandbox(store, publicUrl, (message, error) => app.log.warn({ err: error }, message))
  readForms(app)

  // Callers of the API get the gateway's envelopes, even for a body that could not be read.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 500) request.log.error({ err: error }, 'SSLCommerz sandbox failed')
    if (request.url.startsWith(SESSION_API))
      return reply.code(status < 500 ? 200 : 500).send(refusedSession('Invalid request'))
    if (request.url.startsWith(`${SANDBOX_PREFIX}/validator/`))
      return reply.code(status < 500 ? 200 : 500).send(INVALID_REQUEST)
    return reply.code(status).send({ message: status < 500 ? error.message : 'Internal Server Error' })
  })

  app.post(SESSION_API, hidden, async (request) => createSession(sandbox, fieldsOf(request.body)))

  app.route({
    method: ['GET', 'POST'],
    url: VALIDATION_API,
    ...hidden,
    handler: async (request, reply) => {
      const { validation = 'answer' } = sandbox.knobs
      if (validation === 'http500') return reply.code(500).type('text/html').send('Internal Server Error')
      if (validation === 'hang') await waitOrGiveUp(request)
      return validatePayment(sandbox, fieldsOf(request.query, request.body))
    },
  })

  app.route({
    method: ['GET', 'POST'],
    url: QUERY_API,
    ...hidden,
    handler: async (request) => queryOperation(sandbox, fieldsOf(request.query, request.body)),
  })

  payerPageRoutes(app, sandbox)
  sandboxKnobRoutes(app, sandbox)
}
