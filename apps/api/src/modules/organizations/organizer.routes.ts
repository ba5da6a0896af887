import { OrganizerInput, PermissionOverrideInput, RoleInput } from '@mela/shared/organization'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireMember, requirePermission } from '../../lib/authorize.ts'
import { findOrganization, listOrganizers } from './organization.service.ts'
import { addOrganizer, removeOrganizer } from './organizer.service.ts'
import { assignableRoles, createRole, deleteRole, renameRole, setPermissionRoles } from './role.service.ts'

const tags = ['organizations']
const OrganizationParams = z.object({ accountId: z.uuid() })
const RoleParams = OrganizationParams.extend({ role: z.string().max(50) })
const Person = z.object({ ID: z.uuid(), Username: z.string(), FirstName: z.string(), LastName: z.string() })

/** The team of an organization: organizers, custom roles and which roles hold which permission. */
export async function organizerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/account/organizer/:accountId',
    { schema: { security: signedIn, tags, params: OrganizationParams } },
    async (request) => {
      const account = await findOrganization(db, request.params.accountId)
      await requireMember(request, account.id)
      return listOrganizers(db, account.id)
    },
  )

  api.post(
    '/account/organizer/:accountId',
    {
      schema: {
        security: signedIn,
        tags,
        params: OrganizationParams,
        body: OrganizerInput,
        response: { 200: Person },
      },
    },
    async (request) => {
      const account = await findOrganization(db, request.params.accountId)
      await requirePermission(request, account.id, 'organizer_manage')
      const user = await addOrganizer(db, account.id, request.body)
      return { ID: user.id, Username: user.username, FirstName: user.firstName, LastName: user.lastName }
    },
  )

  api.delete(
    '/account/organizer/:accountId/:userId',
    { schema: { security: signedIn, tags, params: OrganizationParams.extend({ userId: z.uuid() }) } },
    async (request, reply) => {
      const account = await findOrganization(db, request.params.accountId)
      await requirePermission(request, account.id, 'organizer_manage')
      await removeOrganizer(db, account.id, request.params.userId)
      return reply.code(204).send()
    },
  )

  api.get(
    '/account/role/:accountId',
    {
      schema: {
        security: signedIn,
        tags,
        params: OrganizationParams,
        response: { 200: z.array(z.object({ Role: z.string() })) },
      },
    },
    async (request) => {
      const account = await findOrganization(db, request.params.accountId)
      await requireMember(request, account.id)
      return (await assignableRoles(db, account)).map((Role) => ({ Role }))
    },
  )

  api.post(
    '/account/role/:accountId',
    { schema: { security: signedIn, tags, params: OrganizationParams, body: RoleInput } },
    async (request, reply) => {
      const account = await findOrganization(db, request.params.accountId)
      await requirePermission(request, account.id, 'role_manage')
      await createRole(db, account, request.body.Role)
      return reply.code(204).send()
    },
  )

  api.put(
    '/account/role/:accountId/:role',
    { schema: { security: signedIn, tags, params: RoleParams, body: RoleInput } },
    async (request, reply) => {
      const account = await findOrganization(db, request.params.accountId)
      await requirePermission(request, account.id, 'role_manage')
      await renameRole(db, account, request.params.role, request.body.Role)
      return reply.code(204).send()
    },
  )

  api.delete(
    '/account/role/:accountId/:role',
    { schema: { security: signedIn, tags, params: RoleParams } },
    async (request, reply) => {
      const account = await findOrganization(db, request.params.accountId)
      await requirePermission(request, account.id, 'role_manage')
      await deleteRole(db, account, request.params.role)
      return reply.code(204).send()
    },
  )

  api.put(
    '/account/permission/:accountId',
    { schema: { security: signedIn, tags, params: OrganizationParams, body: PermissionOverrideInput } },
    async (request, reply) => {
      const account = await findOrganization(db, request.params.accountId)
      await requirePermission(request, account.id, 'role_manage')
      await setPermissionRoles(db, account, request.body.Permission, request.body.Roles)
      return reply.code(204).send()
    },
  )
}
