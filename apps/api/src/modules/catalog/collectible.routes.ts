import { Collectible, CollectibleInput } from '@mela/shared/catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { EventQuery, IdParams, NoContent } from '../../lib/route-schemas.ts'
import { requireCollectibles } from './catalog-access.ts'
import {
  createCollectible,
  deleteCollectible,
  findCollectible,
  listCollectibles,
  toCollectible,
} from './collectible.service.ts'

const tags = ['collectibles']

/** Collectibles of an event, for organizations with the collectibles flag on (400 otherwise). */
export async function collectibleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/collectible',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Needs collectible_manage.',
        body: CollectibleInput,
        response: { 200: Collectible },
      },
    },
    async (request) => {
      const { event, account } = await requireEventPermission(
        request,
        request.body.EventID,
        'collectible_manage',
      )
      requireCollectibles(account)
      return toCollectible(await createCollectible(db, request.body, { event }))
    },
  )

  api.get(
    '/collectible',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Needs collectible_view or collectible_manage.',
        querystring: EventQuery,
        response: { 200: z.array(Collectible) },
      },
    },
    async (request) => {
      const { event, account } = await requireEventPermission(
        request,
        request.query.eventId,
        'collectible_view',
        'collectible_manage',
      )
      requireCollectibles(account)
      return (await listCollectibles(db, event.id)).map(toCollectible)
    },
  )

  api.delete(
    '/collectible/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Needs collectible_manage; only while no ticket includes it (409).',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const collectible = await findCollectible(db, request.params.id)
      const { account } = await requireEventPermission(request, collectible.eventId, 'collectible_manage')
      requireCollectibles(account)
      await deleteCollectible(db, collectible.id)
      return reply.code(204).send(null)
    },
  )
}
