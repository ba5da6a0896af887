import { fillHtml, type TextValues } from '@mela/shared/texts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { sendPlainPage } from '../../lib/html.ts'
import { organizationName, readUnsubscribeToken, unsubscribe } from './unsubscribe.ts'

// Read by whoever opens the link from a mail client, whose language we do not know: both languages.
const page = (
  reply: FastifyReply,
  status: number,
  words: { en: string; bn: string },
  values: TextValues = {},
) =>
  sendPlainPage(
    reply,
    status,
    `<p>${fillHtml(words.en, values)}</p><p lang="bn">${fillHtml(words.bn, values)}</p><p><a href="/">mela</a></p>`,
  )

const NOT_VALID = {
  en: 'This unsubscribe link is not valid. Copy the whole link from the message.',
  bn: 'আনসাবস্ক্রাইব লিংকটি সঠিক নয়। বার্তা থেকে পুরো লিংকটি কপি করুন।',
}
const UNSUBSCRIBED = {
  en: 'You are unsubscribed: {address} will get no more messages from {organization}.',
  bn: 'আনসাবস্ক্রাইব হয়েছে: {address} ঠিকানায় {organization} আর কোনো বার্তা পাঠাবে না।',
}

const Query = z.object({ token: z.string().max(2000).default('') })

/**
 * The unsubscribe link of every bulk e-mail: GET from the mail's footer shows a plain confirmation page,
 * POST is a mail client's one-click List-Unsubscribe. Served under /api and at the site's root.
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: { hide?: boolean } = {}) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  // A one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058); the token is in the query.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  )
  const schema = {
    hide: options.hide ?? false,
    tags: ['communications'],
    description:
      "Stops the organization's messages to the address the signed token names; twice is harmless.",
    querystring: Query,
  }
  const handle = async (token: string, reply: FastifyReply) => {
    const named = await readUnsubscribeToken(db, token)
    if (!named) return page(reply, 400, NOT_VALID)
    await unsubscribe(db, named.accountId, named.address)
    const organization = (await organizationName(db, named.accountId)) ?? 'this organization'
    return page(reply, 200, UNSUBSCRIBED, { address: named.address, organization })
  }
  api.get('/communication/unsubscribe', { schema }, (request, reply) => handle(request.query.token, reply))
  api.post('/communication/unsubscribe', { schema }, (request, reply) => handle(request.query.token, reply))
}
