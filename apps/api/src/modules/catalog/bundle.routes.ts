import { Bundle, BundleInput, BundleUpdate } from '@mela/shared/catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { EventQuery, IdParams, NoContent } from '../../lib/route-schemas.ts'
import type { BundleRow } from './bundle.service.ts'
import {
  createBundle,
  deleteBundle,
  findBundle,
  listBundles,
  toBundles,
  updateBundle,
} from './bundle.service.ts'
import { catalogViewOf } from './catalog-access.ts'

const tags = ['bundles']

/** Bundles: several tickets of an event sold together at one price. */
export async function bundleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const one = async (row: BundleRow) => (await toBundles(db, [row], { now: new Date() }))[0] as Bundle

  api.post(
    '/bundle',
    {
      schema: {
        security: signedIn,
        tags,
        description: "Needs ticket_manage. Every ticket must be one of the event's, chosen once.",
        body: BundleInput,
        response: { 200: Bundle },
      },
    },
    async (request) => {
      const { event } = await requireEventPermission(request, request.body.EventID, 'ticket_manage')
      return one(await createBundle(db, request.body, { event }))
    },
  )

  api.patch(
    '/bundle/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Changes the Note only; Name, Price and tickets are fixed.',
        params: IdParams,
        body: BundleUpdate,
        response: { 200: Bundle },
      },
    },
    async (request) => {
      const bundle = await findBundle(db, request.params.id)
      await requireEventPermission(request, bundle.eventId, 'ticket_manage')
      return one(await updateBundle(db, bundle.id, request.body))
    },
  )

  api.get(
    '/bundle',
    {
      schema: {
        tags,
        description:
          "Visible as the event's tickets are. Available: how many bundles its scarcest ticket still allows.",
        querystring: EventQuery,
        response: { 200: z.array(Bundle) },
      },
    },
    async (request) => {
      const { event } = await catalogViewOf(request, request.query.eventId, 'ticket_view', 'ticket_manage')
      return toBundles(db, await listBundles(db, event.id), { now: new Date() })
    },
  )

  api.delete(
    '/bundle/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Only while it has no sales (409).',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const bundle = await findBundle(db, request.params.id)
      await requireEventPermission(request, bundle.eventId, 'ticket_manage')
      await deleteBundle(db, bundle.id)
      return reply.code(204).send(null)
    },
  )
}
