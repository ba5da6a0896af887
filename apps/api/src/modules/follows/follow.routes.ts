import { FollowerCount, FollowInput, Following, FollowQuery, FollowStatus } from '@mela/shared/follow'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAccountHolder, requireUser, signedIn } from '../../lib/auth.ts'
import { requireMember } from '../../lib/authorize.ts'
import { FieldErrors } from '../../lib/errors.ts'
import { sendPlainPage } from '../../lib/html.ts'
import { follow, followerCount, followingOf, isFollowing, unfollow } from './follow.service.ts'
import { readFollowUnsubscribeToken, sendFollowDigests, stopFollowAlerts } from './follow-digest.ts'

const tags = ['attendees']

// Read by whoever opens the link from a mail client, whose language we do not know: both languages.
const page = (reply: FastifyReply, status: number, en: string, bn: string) =>
  sendPlainPage(reply, status, `<p>${en}</p><p lang="bn">${bn}</p><p><a href="/following">mela</a></p>`)

/** Following organizations and performers (docs/product.md §7 "Attendees"). */
export async function followRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/follow',
    { schema: { security: signedIn, tags, body: FollowInput, response: { 200: FollowStatus } } },
    async (request) => {
      const user = requireAccountHolder(request)
      await follow(db, user.id, request.body)
      return { Following: true }
    },
  )

  // The target in the body (docs/product.md §7) or, for clients that send no DELETE body, in the query.
  api.delete(
    '/follow',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: FollowQuery,
        body: FollowInput.nullish(),
        response: { 200: FollowStatus },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const target = request.body ?? request.query
      if (!target.AccountID && !target.PerformerID) throw FieldErrors({ AccountID: 'REQUIRED' })
      if (target.AccountID && target.PerformerID) throw FieldErrors({ PerformerID: 'FOLLOW_ONE' })
      await unfollow(db, user.id, target)
      return { Following: false }
    },
  )

  api.get(
    '/follow',
    { schema: { security: signedIn, tags, response: { 200: Following } } },
    async (request) => followingOf(db, requireUser(request).id),
  )

  api.get(
    '/follow/status',
    { schema: { tags, querystring: FollowQuery, response: { 200: FollowStatus } } },
    async (request) => ({ Following: await isFollowing(db, request.user?.id, request.query) }),
  )

  api.get(
    '/follow/count',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: z.object({ AccountID: z.uuid().optional() }),
        response: { 200: FollowerCount },
      },
    },
    async (request) => {
      const accountId = request.query.AccountID
      if (!accountId) throw FieldErrors({ AccountID: 'REQUIRED' })
      await requireMember(request, accountId)
      return { Followers: await followerCount(db, accountId) }
    },
  )

  // The digest's "stop all alerts" link: GET from the mail, POST as a mail client's one-click unsubscribe.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  )
  const unsubscribeSchema = {
    hide: true,
    tags,
    querystring: z.object({ token: z.string().max(2000).default('') }),
  }
  const stop = async (token: string, reply: FastifyReply) => {
    const userId = await readFollowUnsubscribeToken(db, token)
    if (!userId)
      return page(
        reply,
        400,
        'This unsubscribe link is not valid. Copy the whole link from the message.',
        'আনসাবস্ক্রাইব লিংকটি সঠিক নয়। বার্তা থেকে পুরো লিংকটি কপি করুন।',
      )
    await stopFollowAlerts(db, userId)
    return page(
      reply,
      200,
      'You will get no more alerts of new events from what you follow.',
      'আপনার অনুসরণ করা আয়োজকদের নতুন ইভেন্টের আর কোনো সতর্কবার্তা পাবেন না।',
    )
  }
  api.get('/follow/unsubscribe', { schema: unsubscribeSchema }, (request, reply) =>
    stop(request.query.token, reply),
  )
  api.post('/follow/unsubscribe', { schema: unsubscribeSchema }, (request, reply) =>
    stop(request.query.token, reply),
  )

  // Development and e2e only (where the outbox is on): send the digests now instead of waiting for the job.
  if (app.config.devOutbox) {
    api.post('/dev/follow-digest', { schema: { hide: true } }, async () => ({
      Sent: await sendFollowDigests(db, app.config, { force: true }),
    }))
  }
}
