import type { Language } from '@mela/shared/constants'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { bengaliFont } from '../../lib/bengali-font.ts'
import { codedBody } from '../../lib/error-handler.ts'
import { pageLanguage } from '../../lib/page-language.ts'
import { finishAndNotify } from './sslcommerz-sandbox-ipn.ts'
import {
  BENGALI_FONT_PATH,
  noticePage,
  PAGE_PATH,
  payerPage,
  RETURN_SCRIPT,
  RETURN_SCRIPT_PATH,
  returnPage,
} from './sslcommerz-sandbox-page.ts'
import { type Sandbox, type SandboxSession, sessionOfPage } from './sslcommerz-sandbox-state.ts'
import { closedText, SANDBOX_WORDS } from './sslcommerz-sandbox-words.ts'

type Form = Record<string, string | undefined>
const OUTCOMES = new Set(['pay', 'risky', 'fail', 'cancel'])
const hidden = { schema: { hide: true } }

/** The payer page GatewayPageURL points at: plain HTML, one POST, then a form back to the shop. */
export function payerPageRoutes(app: FastifyInstance, sandbox: Sandbox) {
  const ownOrigin = new URL(sandbox.baseUrl).origin

  // The page's form posts to itself, the return form to the shop's success, fail or cancel URL, which
  // joins 'self' in form-action on these answers only: Mela's own pages keep their policy.
  function allowFormsTo(reply: FastifyReply, session: SandboxSession) {
    const policy = reply.getHeader('content-security-policy')
    const urls = [session.form.success_url, session.form.fail_url, session.form.cancel_url]
    const origins = [
      ...new Set(urls.filter((url) => url && URL.canParse(url)).map((url) => new URL(url ?? '').origin)),
    ].filter((origin) => origin !== ownOrigin)
    if (typeof policy !== 'string' || origins.length === 0) return
    reply.header(
      'content-security-policy',
      policy.replace("form-action 'self'", `form-action 'self' ${origins.join(' ')}`),
    )
  }

  const show = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
  // ?lang= (the form's action carries it on), else Mela's language cookie on the same host, else the browser's.
  const languageOf = (request: FastifyRequest) => pageLanguage(request.url, request.headers).language
  const notFound = (reply: FastifyReply, language: Language) => {
    const words = SANDBOX_WORDS[language]
    return show(reply, noticePage(language, words.notFound, words.notFoundText), 404)
  }
  const closed = (reply: FastifyReply, session: SandboxSession, language: Language) =>
    show(reply, noticePage(language, SANDBOX_WORDS[language].closed, closedText(session.status, language)))

  app.get(BENGALI_FONT_PATH, hidden, async (_request, reply) => {
    const font = await bengaliFont()
    if (!font) return reply.code(404).send(codedBody('NOT_FOUND'))
    return reply.header('cache-control', 'public, max-age=86400').type('font/woff2').send(font)
  })

  app.get(RETURN_SCRIPT_PATH, hidden, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/javascript; charset=utf-8')
      .send(RETURN_SCRIPT),
  )

  app.get(`${PAGE_PATH}:pageId`, hidden, async (request, reply) => {
    const { pageId } = request.params as { pageId: string }
    const language = languageOf(request)
    const session = sessionOfPage(sandbox, pageId)
    if (!session) return notFound(reply, language)
    if (session.status !== 'PENDING') return closed(reply, session, language)
    allowFormsTo(reply, session)
    return show(reply, payerPage(session, pageId, language))
  })

  app.post(`${PAGE_PATH}:pageId`, hidden, async (request, reply) => {
    const { pageId } = request.params as { pageId: string }
    const form = (request.body ?? {}) as Form
    const language = languageOf(request)
    const session = sessionOfPage(sandbox, pageId)
    if (!session) return notFound(reply, language)
    if (session.status !== 'PENDING') return closed(reply, session, language)
    allowFormsTo(reply, session)
    const outcome = form.outcome ?? ''
    if (!OUTCOMES.has(outcome)) return show(reply, payerPage(session, pageId, language))
    const { action, fields } = await finishAndNotify(sandbox, session, outcome as 'pay', form.method)
    if (!action) return closed(reply, session, language)
    return show(reply, returnPage(action, fields, language))
  })
}
