import {
  Organization,
  OrganizationInput,
  OrganizationProfile,
  OrganizationRole,
  PermissionData,
} from '@mela/shared/organization'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAccountHolder, requireUser, signedIn } from '../../lib/auth.ts'
import { requireMember, requirePermission } from '../../lib/authorize.ts'
import {
  createOrganization,
  findOrganization,
  findOrganizationByFeed,
  myOrganizations,
  myRoles,
  toOrganization,
  toProfile,
  updateOrganization,
} from './organization.service.ts'
import { permissionData } from './role.service.ts'

const tags = ['organizations']
const IdParams = z.object({ id: z.uuid() })

/** Organizations: create, edit, read (team view and public profile), my roles and permissions. */
export async function organizationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/account',
    { schema: { security: signedIn, tags, body: OrganizationInput, response: { 200: Organization } } },
    async (request) => {
      const user = requireAccountHolder(request)
      return toOrganization(db, await createOrganization(db, user, request.body), user.id)
    },
  )

  api.get(
    '/account',
    { schema: { security: signedIn, tags, response: { 200: z.array(Organization) } } },
    async (request) => {
      const user = requireUser(request)
      return Promise.all((await myOrganizations(db, user.id)).map((row) => toOrganization(db, row, user.id)))
    },
  )

  api.get(
    '/account/organizer/role',
    { schema: { security: signedIn, tags, response: { 200: z.array(OrganizationRole) } } },
    async (request) => myRoles(db, requireUser(request).id),
  )

  api.get(
    '/account/permission',
    { schema: { security: signedIn, tags, response: { 200: PermissionData } } },
    async (request) => permissionData(db, requireUser(request).id),
  )

  api.get(
    '/account/feed/:feedUrlOrId',
    {
      schema: {
        tags,
        params: z.object({ feedUrlOrId: z.string().max(100) }),
        response: { 200: OrganizationProfile },
      },
    },
    async (request) => toProfile(await findOrganizationByFeed(db, request.params.feedUrlOrId)),
  )

  api.get(
    '/account/:id',
    { schema: { security: signedIn, tags, params: IdParams, response: { 200: Organization } } },
    async (request) => {
      const account = await findOrganization(db, request.params.id)
      const user = await requireMember(request, account.id)
      return toOrganization(db, account, user.id)
    },
  )

  api.put(
    '/account/:id',
    {
      schema: {
        security: signedIn,
        tags,
        params: IdParams,
        body: OrganizationInput,
        response: { 200: Organization },
      },
    },
    async (request) => {
      const account = await findOrganization(db, request.params.id)
      const user = await requirePermission(request, account.id, 'account_edit')
      return toOrganization(db, await updateOrganization(db, user, account.id, request.body), user.id)
    },
  )
}
