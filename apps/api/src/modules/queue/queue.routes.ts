import { QueueJoinInput, QueuePaceInput, QueuePlace, QueueStats } from '@mela/shared/queue'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission, requireVisibleEvent, visibleEvent } from '../../lib/event-access.ts'
import { limitedNetwork } from '../../lib/rate-limit.ts'
import { joinQueue, queuePlace } from './queue-places.service.ts'
import { changePace, queueStats } from './queue-settings.service.ts'

const tags = ['queue']
const IdParams = z.object({ id: z.uuid() })

/** The on-sale queue: buyers join and poll; the event's team watches it and sets the pace. */
export async function queueRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/event/:id/queue',
    {
      schema: {
        tags,
        description:
          "Joins the event's queue (signed in or not). Before the opening every place is a random draw; after it, arrival order. Send back the Token this browser holds, or a ClientKey it keeps, to be answered the same place. One place per signed-in person, per ClientKey, and at most two per network without either; a network taking new places faster than a crowd would is refused with 429 QUEUE_TOO_MANY for a few seconds. 404 for an event the caller cannot see.",
        params: IdParams,
        body: QueueJoinInput,
        response: { 200: QueuePlace },
      },
    },
    async (request) => {
      const { event } = await visibleEvent(db, request, request.params.id)
      const joiner = { userId: request.user?.id, network: limitedNetwork(request) }
      return joinQueue(db, event.id, request.body, joiner, new Date())
    },
  )

  api.get(
    '/event/:id/queue/:token',
    {
      schema: {
        tags,
        description:
          'A place in the queue: its position, an estimate from the pace, and once admitted the pass (Admission) to send as X-Queue-Pass. Answered from a cache at most a second old (404 for an event the caller cannot see).',
        params: IdParams.extend({ token: z.string().max(200) }),
        response: { 200: QueuePlace },
      },
    },
    async (request) => {
      await requireVisibleEvent(db, request, request.params.id)
      return queuePlace(db, request.params.id, request.params.token, new Date())
    },
  )

  api.get(
    '/event/:id/queue',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Waiting, admitted and bought, with the pace. Needs event_edit or purchase_view.',
        params: IdParams,
        response: { 200: QueueStats },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(
        request,
        request.params.id,
        'event_edit',
        'purchase_view',
      )
      return queueStats(db, event.id, new Date())
    },
  )

  api.put(
    '/event/:id/queue',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Changes how many buyers are let in per minute, or pauses and resumes. Needs event_edit.',
        params: IdParams,
        body: QueuePaceInput,
        response: { 200: QueueStats },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.id, 'event_edit')
      return changePace(db, event.id, request.body, new Date())
    },
  )
}
