import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { payAtOnce, SANDBOX_OTP, SANDBOX_PIN } from './bkash-sandbox-payer.ts'
import { findPayment, type Sandbox } from './bkash-sandbox-state.ts'
import { revokeTokens } from './bkash-sandbox-tokens.ts'
import { payerErrorText } from './bkash-sandbox-words.ts'

const Knobs = z.strictObject({
  /** Without it, the knobs replace the sandbox-wide ones; with it, they join that payment's. */
  paymentID: z.string().optional(),
  /** Answer execute this late (past the client's timeout to make it time out). */
  executeDelayMs: z.number().int().min(0).max(120_000).optional(),
  /** With a delay: whether the late execute still completes the payment (default yes). */
  completeOnTimeout: z.boolean().optional(),
  /** Answer execute with this bKash code instead. */
  failExecuteWith: z
    .string()
    .regex(/^\d{3,4}$/)
    .optional(),
  /** A repeated execute answers 0000 again instead of 2117. */
  executeSucceedsTwice: z.boolean().optional(),
  refundDelayMs: z.number().int().min(0).max(120_000).optional(),
  /** Expire the payment now, as 24 hours would. */
  expire: z.literal(true).optional(),
  /** Drop every id_token, so the next call gets a 401. */
  revokeTokens: z.literal(true).optional(),
})

const Pay = z.object({
  paymentID: z.string(),
  wallet: z.string().default('01770618575'),
  otp: z.string().default(SANDBOX_OTP),
  pin: z.string().default(SANDBOX_PIN),
})

const hidden = { hide: true }

/** Test hooks: POST /bkash-sandbox/knobs and /bkash-sandbox/pay, off in production unless asked for. */
export function sandboxKnobRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { sandboxKnobs } = app.config.bkash
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ message })
  const off = 'The bKash sandbox knobs are off here; set BKASH_SANDBOX_KNOBS=true'

  api.post('/bkash-sandbox/knobs', { schema: { ...hidden, body: Knobs } }, async (request, reply) => {
    if (!sandboxKnobs) return refuse(reply, 403, off)
    const { paymentID, expire, revokeTokens: revoke, ...knobs } = request.body
    if (revoke) revokeTokens(sandbox)
    if (!paymentID) {
      sandbox.knobs = knobs
      return { knobs }
    }
    const payment = findPayment(sandbox, paymentID)
    if (!payment) return refuse(reply, 404, 'Payment not found')
    Object.assign(payment.knobs, knobs)
    if (expire && payment.status === 'Initiated') payment.status = 'Expired'
    return { paymentID, knobs: payment.knobs, transactionStatus: payment.status }
  })

  // The three page steps in one call; answers where the page would have sent the browser.
  api.post('/bkash-sandbox/pay', { schema: { ...hidden, body: Pay } }, async (request, reply) => {
    if (!sandboxKnobs) return refuse(reply, 403, off)
    const payment = findPayment(sandbox, request.body.paymentID)
    if (!payment) return refuse(reply, 404, 'Payment not found')
    const result = payAtOnce(payment, request.body)
    if ('redirect' in result) return { redirectURL: result.redirect }
    return reply.code(400).send({
      message: result.error ? payerErrorText(result.error, 'en') : 'The payment is not finished',
      step: result.step,
    })
  })
}
