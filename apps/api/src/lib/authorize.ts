import { isSuperuser } from '@mela/shared/constants'
import { DEFAULT_PERMISSION, hasPermission, type Permission } from '@mela/shared/permissions'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/database.ts'
import { accountMembers, accounts, permissionOverrides } from '../db/schema.ts'
import { requireUser } from './auth.ts'
import { Forbidden, NotFound } from './errors.ts'
import type { SessionUser } from './sessions.ts'

type Actor = Pick<SessionUser, 'id' | 'username'> & { kind?: SessionUser['kind'] }

/** The user's role in an organization, or undefined when they are not in its team. */
export async function roleIn(db: Db, userId: string, accountId: string): Promise<string | undefined> {
  const [member] = await db
    .select({ role: accountMembers.role })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)))
  return member?.role
}

/** The organizations the user is in where they may do `permission`. */
export async function organizationsWhereAllowed(
  db: Db,
  user: Actor,
  permission: Permission,
): Promise<string[]> {
  const memberships = await db
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.userId, user.id))
  const allowed: string[] = []
  for (const { accountId } of memberships)
    if (await can(db, user, accountId, permission)) allowed.push(accountId)
  return allowed
}

/**
 * Whether the user may do `permission` in the organization, by product §6's decision: the superuser
 * always; otherwise the role must be in the organization's override list (custom roles on and the
 * list non-empty) or else in the default list.
 */
export async function can(db: Db, user: Actor, accountId: string, permission: Permission): Promise<boolean> {
  if (isSuperuser(user.username)) return true
  if (user.kind === 'guest') return false
  const [row] = await db
    .select({
      role: accountMembers.role,
      hasCustomRoles: accounts.hasCustomRoles,
      override: permissionOverrides.roles,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .leftJoin(
      permissionOverrides,
      and(
        eq(permissionOverrides.accountId, accountMembers.accountId),
        eq(permissionOverrides.permission, permission),
      ),
    )
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, user.id)))
  if (!row) return false
  const override = row.hasCustomRoles && row.override ? { [accountId]: { [permission]: row.override } } : {}
  return hasPermission(
    {
      defaultPermission: DEFAULT_PERMISSION,
      overridePermission: override,
      roles: [{ AccountID: accountId, Role: row.role }],
    },
    accountId,
    permission,
    user.username,
  )
}

/**
 * The signed-in user when they may do any of `permissions` in the organization: 401 when signed
 * out, 404 when the organization does not exist, 403 otherwise.
 */
export async function requirePermission(
  request: FastifyRequest,
  accountId: string,
  ...permissions: Permission[]
): Promise<SessionUser> {
  const user = requireUser(request)
  const db = request.server.database.db
  for (const permission of permissions) if (await can(db, user, accountId, permission)) return user
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId))
  if (!account) throw NotFound('ORGANIZATION_NOT_FOUND')
  throw Forbidden()
}

/** The signed-in user when they are in the organization's team (or the superuser): 401, 404 or 403 otherwise. */
export async function requireMember(request: FastifyRequest, accountId: string): Promise<SessionUser> {
  const user = requireUser(request)
  if (isSuperuser(user.username) || (await roleIn(request.server.database.db, user.id, accountId)))
    return user
  throw Forbidden()
}
