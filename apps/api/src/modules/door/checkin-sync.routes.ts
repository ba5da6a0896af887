import {
  DOOR_PAGE_DEFAULT,
  DOOR_PAGE_MAX,
  DOOR_SEARCH_MAX,
  DoorList,
  DoorSearchPage,
  DoorSeat,
  ShortCodeCheckIn,
  SyncAnswer,
  SyncRequest,
} from '@mela/shared/door'
import { PageQuery } from '@mela/shared/event'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { checkInByShortCode } from './check-in.service.ts'
import { doorCounts, doorSeats, rawPublicKey, syncScans } from './checkin-sync.service.ts'
import { searchDoor } from './door-lookup.service.ts'

const tags = ['check-in']

/**
 * What a door device needs to work with the network gone: the ticket key and the event's seats,
 * then only what changed; and the check-ins it made offline, sent when it is back.
 */
export async function checkinSyncRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/checkin/event/:eventId',
    {
      schema: {
        security: signedIn,
        tags,
        params: z.object({ eventId: z.uuid() }),
        querystring: z.object({
          Cursor: z.string().max(400).optional(),
          Limit: z.coerce.number().int().min(1).max(DOOR_PAGE_MAX).default(DOOR_PAGE_DEFAULT),
        }),
        response: { 200: DoorList },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'checkin')
      const page = await doorSeats(db, event.id, request.query.Cursor, request.query.Limit)
      return {
        PublicKey: await rawPublicKey(db),
        Event: { ID: event.id, Title: event.title },
        ...page,
        ...(await doorCounts(db, event.id)),
      }
    },
  )

  api.post(
    '/checkin/sync',
    { schema: { security: signedIn, tags, body: SyncRequest, response: { 200: SyncAnswer } } },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.body.EventID, 'checkin')
      const results = await syncScans(db, event.id, user.id, request.body.Scans)
      return { Results: results, ...(await doorCounts(db, event.id)) }
    },
  )

  api.post(
    '/checkin/event/:eventId/code',
    {
      schema: {
        security: signedIn,
        tags,
        params: z.object({ eventId: z.uuid() }),
        body: ShortCodeCheckIn,
        response: { 200: DoorSeat },
      },
    },
    async (request) => {
      const { event, user } = await requireEventPermission(request, request.params.eventId, 'checkin')
      return checkInByShortCode(db, event.id, request.body.Code, user)
    },
  )

  api.get(
    '/checkin/event/:eventId/search',
    {
      schema: {
        security: signedIn,
        tags,
        params: z.object({ eventId: z.uuid() }),
        querystring: PageQuery.extend({ q: z.string().trim().min(1).max(DOOR_SEARCH_MAX) }),
        response: { 200: DoorSearchPage },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.params.eventId, 'checkin')
      const { q, Page, PageSize } = request.query
      return searchDoor(db, event.id, q, { Page, PageSize })
    },
  )
}
