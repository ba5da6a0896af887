import { Performer, PerformerInput, PerformerPage } from '@mela/shared/catalog'
import { isSuperuser } from '@mela/shared/constants'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAccountHolder, requireUser, signedIn } from '../../lib/auth.ts'
import { requireMember } from '../../lib/authorize.ts'
import { NotFound } from '../../lib/errors.ts'
import {
  createPerformer,
  findPerformer,
  type PerformerRow,
  toPerformers,
  updatePerformer,
} from './performer.service.ts'
import { organizationPerformers, PICKER_LIMIT, pickPerformers, upcomingEvents } from './performer-queries.ts'

const tags = ['performers']
const IdParams = z.object({ id: z.uuid() })
const PerformerQuery = z.object({
  OrganizationID: z.uuid().optional(),
  Search: z.string().trim().max(100).optional(),
})

/** Performers (artists): public pages, and the organizations' own lists and picker. */
export async function performerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const one = async (row: PerformerRow) => (await toPerformers(db, [row]))[0] as Performer

  api.post(
    '/performer',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'Needs performer_manage in every organization listed in Organizations.',
        body: PerformerInput,
        response: { 200: Performer },
      },
    },
    async (request) => {
      const actor = requireAccountHolder(request)
      return one(await createPerformer(db, request.body, { actor }))
    },
  )

  api.put(
    '/performer/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Needs performer_manage in one of its current organizations, and in every organization added to Organizations.',
        params: IdParams,
        body: PerformerInput,
        response: { 200: Performer },
      },
    },
    async (request) => {
      const actor = requireAccountHolder(request)
      const performer = await findPerformer(db, request.params.id)
      return one(await updatePerformer(db, performer.id, request.body, { actor }))
    },
  )

  api.get(
    '/performer/:id',
    {
      schema: {
        tags,
        description: 'Public. A hidden performer is 404 to everyone but the superuser.',
        params: IdParams,
        response: { 200: PerformerPage },
      },
    },
    async (request) => {
      const performer = await findPerformer(db, request.params.id)
      if (performer.hiddenAt && !isSuperuser(request.user?.username)) throw NotFound('PERFORMER_NOT_FOUND')
      return {
        ...(await one(performer)),
        UpcomingEvents: await upcomingEvents(db, performer.id, { now: new Date() }),
      }
    },
  )

  api.get(
    '/performer',
    {
      schema: {
        security: signedIn,
        tags,
        description: `Signed in. With OrganizationID: every performer of that organization, by name (its team only); Search filters them. Without it: the picker, up to ${PICKER_LIMIT} visible performers of the organizations you are in whose first, last or alternative name contains Search.`,
        querystring: PerformerQuery,
        response: { 200: z.array(Performer) },
      },
    },
    async (request) => {
      const { OrganizationID, Search = '' } = request.query
      if (OrganizationID) {
        await requireMember(request, OrganizationID)
        return toPerformers(db, await organizationPerformers(db, OrganizationID, Search))
      }
      return toPerformers(db, await pickPerformers(db, requireUser(request), Search))
    },
  )
}
