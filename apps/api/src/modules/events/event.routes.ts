import {
  Event,
  EventFormInput,
  EventInput,
  FeedPage,
  FeedQuery,
  FormField,
  Paged,
  PageQuery,
} from '@mela/shared/event'
import { requiredId } from '@mela/shared/validation'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { requirePermission } from '../../lib/authorize.ts'
import { FieldErrors } from '../../lib/errors.ts'
import { findEvent, requireEventPermission, visibleEvent } from '../../lib/event-access.ts'
import {
  copyEvent,
  createEvent,
  deleteEvent,
  saveEventForm,
  setPublished,
  updateEvent,
} from './event.service.ts'
import { organizationEvents } from './event-queries.ts'
import { toEvents } from './event-view.ts'
import { matchesEtag } from './feed-cache.ts'

const tags = ['events']
const IdParams = z.object({ id: z.uuid() })
// A repeated If-None-Match that still names the answer: no body, the visitor keeps theirs.
const NotModified = z.null().describe('Not modified')
const FormAnswer = z.object({ Fields: z.array(FormField) })

/** Events: the public feed and pages, and the organizer's create, edit, publish, copy, delete and questions. */
export async function eventRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const one = async (found: Awaited<ReturnType<typeof findEvent>>) =>
    (await toEvents(db, [found]))[0] as Event

  api.get(
    '/event/feed',
    { schema: { tags, querystring: FeedQuery, response: { 200: FeedPage, 304: NotModified } } },
    async (request, reply) => {
      // The same answer for everyone who is not signed in: kept a few seconds, shared, revalidated by ETag.
      const answer =
        request.headers.authorization === undefined
          ? await app.feedCache.publicAnswer(request.query)
          : await app.feedCache.privateAnswer(request.query)
      reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding')
      if (matchesEtag(request.headers['if-none-match'], answer.etag))
        // No body at all, not even null: the visitor keeps the copy their ETag names.
        return (reply as FastifyReply).code(304).send()
      const { body, encoding } = answer.for(request.headers['accept-encoding'])
      if (encoding) reply.header('content-encoding', encoding)
      return (
        reply
          .type('application/json; charset=utf-8')
          // The bytes were built from FeedPage's fields once; sending them skips serializing again.
          .send(body as unknown as FeedPage)
      )
    },
  )

  api.get(
    '/event',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: PageQuery.extend({
          AccountID: z.uuid({ error: requiredId }),
        }),
        response: { 200: Paged(Event) },
      },
    },
    async (request) => {
      const { AccountID, ...page } = request.query
      await requirePermission(
        request,
        AccountID,
        'event_create',
        'event_edit',
        'ticket_view',
        'guest_list_view',
        'checkin',
      )
      return organizationEvents(db, AccountID, page)
    },
  )

  api.get('/event/:id', { schema: { tags, params: IdParams, response: { 200: Event } } }, async (request) =>
    one(await visibleEvent(db, request, request.params.id)),
  )

  api.post(
    '/event',
    { schema: { security: signedIn, tags, body: EventInput, response: { 200: Event } } },
    async (request) => {
      requireUser(request)
      const accountId = request.body.AccountID
      if (!accountId) throw FieldErrors({ AccountID: 'REQUIRED' })
      const user = await requirePermission(request, accountId, 'event_create')
      const event = await createEvent(db, accountId, user.id, request.body)
      return one(await findEvent(db, event.id))
    },
  )

  api.put(
    '/event/:id',
    { schema: { security: signedIn, tags, params: IdParams, body: EventInput, response: { 200: Event } } },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_edit')
      await updateEvent(db, event, request.body)
      return one(await findEvent(db, event.id))
    },
  )

  for (const action of ['publish', 'unpublish'] as const) {
    api.post(
      `/event/:id/${action}`,
      { schema: { security: signedIn, tags, params: IdParams, response: { 200: Event } } },
      async (request) => {
        const { event } = await requireEventPermission(request, request.params.id, 'event_publish')
        await setPublished(db, event, action === 'publish')
        return one(await findEvent(db, event.id))
      },
    )
  }

  api.post(
    '/event/:id/copy',
    { schema: { security: signedIn, tags, params: IdParams, response: { 200: Event } } },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.params.id, 'event_create')
      const twin = await copyEvent(db, event, user.id)
      return one(await findEvent(db, twin.id))
    },
  )

  api.delete(
    '/event/:id',
    { schema: { security: signedIn, tags, params: IdParams } },
    async (request, reply) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_delete')
      await deleteEvent(db, event)
      return reply.code(204).send()
    },
  )

  api.get(
    '/event/:id/form',
    { schema: { tags, params: IdParams, response: { 200: FormAnswer } } },
    async (request) => {
      const { event } = await visibleEvent(db, request, request.params.id)
      return { Fields: event.formFields as FormField[] }
    },
  )

  api.put(
    '/event/:id/form',
    {
      schema: {
        security: signedIn,
        tags,
        params: IdParams,
        body: EventFormInput,
        response: { 200: FormAnswer },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_edit')
      return { Fields: await saveEventForm(db, event, request.body) }
    },
  )
}
