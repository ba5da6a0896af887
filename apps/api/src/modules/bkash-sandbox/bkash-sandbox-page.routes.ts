import type { Language } from '@mela/shared/constants'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { bengaliFont } from '../../lib/bengali-font.ts'
import { codedBody } from '../../lib/error-handler.ts'
import { pageLanguage } from '../../lib/page-language.ts'
import { BENGALI_FONT_PATH, noticePage, PAYER_PAGE_PATH, payerPage } from './bkash-sandbox-page.ts'
import { finishedRedirect, payerStep } from './bkash-sandbox-payer.ts'
import { findPayment, type Sandbox, type SandboxPayment } from './bkash-sandbox-state.ts'
import { closedText, SANDBOX_WORDS } from './bkash-sandbox-words.ts'

type Form = Record<string, string | undefined>

const hidden = { schema: { hide: true } }

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
  const notFound = (reply: FastifyReply, language: Language) => {
    const words = SANDBOX_WORDS[language]
    return show(reply, noticePage(language, words.notFound, words.notFoundText), 404)
  }
  // ?lang= (the form's action carries it on), else Mela's language cookie on the same host, else the browser's.
  const languageOf = (request: FastifyRequest) => pageLanguage(request.url, request.headers).language

  // The web app's own Bengali face (installed for its build); without it the phone's fonts draw what they can.
  app.get(BENGALI_FONT_PATH, hidden, async (_request, reply) => {
    const font = await bengaliFont()
    if (!font) return reply.code(404).send(codedBody('NOT_FOUND'))
    return reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(font)
  })

  app.get(PAYER_PAGE_PATH, hidden, async (request, reply) => {
    // bKash's live bkashURL spells it paymentId; older integrations paymentID.
    const query = request.query as Form
    const language = languageOf(request)
    const payment = findPayment(sandbox, query.paymentId ?? query.paymentID)
    if (!payment) return notFound(reply, language)
    const finished = finishedRedirect(payment)
    if (finished) {
      const closed = closedText(payment.status, payment.authorised, language)
      return show(reply, noticePage(language, SANDBOX_WORDS[language].closed, closed, finished))
    }
    allowFormsTo(reply, payment)
    return show(reply, payerPage(payment, { step: payment.step }, language))
  })

  app.post(PAYER_PAGE_PATH, hidden, async (request, reply) => {
    const form = (request.body ?? {}) as Form
    const language = languageOf(request)
    const payment = findPayment(sandbox, form.paymentID)
    if (!payment) return notFound(reply, language)
    const result = payerStep(payment, {
      step: form.step,
      value: form.value,
      cancel: form.action === 'cancel',
    })
    allowFormsTo(reply, payment)
    if ('redirect' in result) return reply.redirect(result.redirect, 303)
    return show(reply, payerPage(payment, result, language))
  })
}
