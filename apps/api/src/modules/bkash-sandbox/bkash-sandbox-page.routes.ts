import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { codedBody } from '../../lib/error-handler.ts'
import { noticePage, PAYER_PAGE_PATH, payerPage, TAKA_FONT_PATH } from './bkash-sandbox-page.ts'
import { finishedRedirect, payerStep } from './bkash-sandbox-payer.ts'
import { findPayment, type Sandbox, type SandboxPayment } from './bkash-sandbox-state.ts'

type Form = Record<string, string | undefined>

const takaFont = async () => {
  try {
    const require = createRequire(import.meta.url)
    return await readFile(
      require.resolve('@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'),
    )
  } catch {
    return null
  }
}
const hidden = { schema: { hide: true } }

function closedMessage(payment: SandboxPayment) {
  return payment.authorised && payment.status === 'Initiated'
    ? 'You have already confirmed this payment.'
    : `This payment was ${payment.status.toLowerCase()}.`
}

/** The payer page bKash's bkashURL points at: plain HTML forms, one step per POST, no scripts. */
export function payerPageRoutes(app: FastifyInstance, sandbox: Sandbox) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const ownOrigin = new URL(sandbox.publicUrl).origin

  // Browsers hold the last step's redirect to the page's form-action, so the shop's origin joins 'self'.
  function allowFormsTo(reply: FastifyReply, payment: SandboxPayment) {
    const policy = reply.getHeader('content-security-policy')
    const origin = new URL(payment.callbackURL).origin
    if (typeof policy !== 'string' || origin === ownOrigin) return
    reply.header(
      'content-security-policy',
      policy.replace("form-action 'self'", `form-action 'self' ${origin}`),
    )
  }

  const show = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
  const notFound = (reply: FastifyReply) =>
    show(reply, noticePage('Payment not found', 'There is no bKash payment with this ID.'), 404)

  // The web app's own Bengali face (installed for its build); without it the sign falls back to the phone's.
  app.get(TAKA_FONT_PATH, hidden, async (_request, reply) => {
    const font = await takaFont()
    if (!font) return reply.code(404).send(codedBody('NOT_FOUND'))
    return reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(font)
  })

  app.get(PAYER_PAGE_PATH, hidden, async (request, reply) => {
    // bKash's live bkashURL spells it paymentId; older integrations paymentID.
    const query = request.query as Form
    const payment = findPayment(sandbox, query.paymentId ?? query.paymentID)
    if (!payment) return notFound(reply)
    const finished = finishedRedirect(payment)
    if (finished) return show(reply, noticePage('Payment closed', closedMessage(payment), finished))
    allowFormsTo(reply, payment)
    return show(reply, payerPage(payment, { step: payment.step }))
  })

  app.post(PAYER_PAGE_PATH, hidden, async (request, reply) => {
    const form = (request.body ?? {}) as Form
    const payment = findPayment(sandbox, form.paymentID)
    if (!payment) return notFound(reply)
    const result = payerStep(payment, {
      step: form.step,
      value: form.value,
      cancel: form.action === 'cancel',
    })
    allowFormsTo(reply, payment)
    if ('redirect' in result) return reply.redirect(result.redirect, 303)
    return show(reply, payerPage(payment, result))
  })
}
