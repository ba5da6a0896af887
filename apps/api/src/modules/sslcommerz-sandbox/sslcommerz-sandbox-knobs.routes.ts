import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { finishAndNotify } from './sslcommerz-sandbox-ipn.ts'
import { SANDBOX_PREFIX, type Sandbox, sessionOfPage } from './sslcommerz-sandbox-state.ts'

const Knobs = z.strictObject({
  ipn: z.enum(['before', 'after', 'twice', 'never']).optional(),
  ipnDelayMs: z.number().int().min(0).max(120_000).optional(),
  ipnTamperedAmount: z.boolean().optional(),
  paidAnotherAmount: z.boolean().optional(),
  badSignature: z.boolean().optional(),
  validation: z.enum(['answer', 'http500', 'hang']).optional(),
  refundDelayMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000)
    .optional(),
})

const Pay = z.object({
  /** The session key, or the GatewayPageURL the session answer gave. */
  session: z.string(),
  outcome: z.enum(['pay', 'risky', 'fail', 'cancel', 'unattempted', 'expired']).default('pay'),
  /** A gateway key the session offers (bkash, nagad, visacard, …); default its first. */
  method: z.string().optional(),
})

const hidden = { hide: true }

/** Test hooks: POST /sslcommerz-sandbox/knobs and /sslcommerz-sandbox/pay, off in production unless asked for. */
export function sandboxKnobRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { sandboxKnobs } = app.config.sslcommerz
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ message })
  const off = 'The SSLCommerz sandbox knobs are off here; set SSLCOMMERZ_SANDBOX_KNOBS=true'

  // The knobs given replace the sandbox's: {} puts everything back as the gateway behaves.
  api.post(`${SANDBOX_PREFIX}/knobs`, { schema: { ...hidden, body: Knobs } }, async (request, reply) => {
    if (!sandboxKnobs) return refuse(reply, 403, off)
    sandbox.knobs = request.body
    return { knobs: sandbox.knobs }
  })

  // The page's buttons in one call (UNATTEMPTED and EXPIRED too); answers where the browser would POST what.
  api.post(`${SANDBOX_PREFIX}/pay`, { schema: { ...hidden, body: Pay } }, async (request, reply) => {
    if (!sandboxKnobs) return refuse(reply, 403, off)
    const { session: named, outcome, method } = request.body
    // The page address ends in testcde<session key>; a bare session key reads the same.
    const session = sessionOfPage(sandbox, named.split('/').pop() ?? '')
    if (!session) return refuse(reply, 404, 'Session not found')
    if (session.status !== 'PENDING') return refuse(reply, 409, `The session is ${session.status} already`)
    return finishAndNotify(sandbox, session, outcome, method)
  })
}
