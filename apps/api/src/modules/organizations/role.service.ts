import { DEFAULT_PERMISSION, type Permission } from '@mela/shared/permissions'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accountMembers, accountRoles, accounts, permissionOverrides } from '../../db/schema.ts'
import { Conflict, FieldErrors, fail, NotFound } from '../../lib/errors.ts'

type OrganizationRow = typeof accounts.$inferSelect

export const BUILT_IN_ROLES = ['organizer', 'collaborator'] as const
const requireCustomRoles = (account: OrganizationRow) => {
  if (!account.hasCustomRoles) throw fail('CUSTOM_ROLES_OFF', 400)
}

/** The organization's custom roles, oldest first. */
export async function customRoles(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ role: accountRoles.role })
    .from(accountRoles)
    .where(eq(accountRoles.accountId, accountId))
    .orderBy(accountRoles.createdAt)
  return rows.map((row) => row.role)
}

/** Roles a person can be given: Organizer and Collaborator, plus the custom ones when they are on. */
export async function assignableRoles(db: Db, account: OrganizationRow): Promise<string[]> {
  return [...BUILT_IN_ROLES, ...(account.hasCustomRoles ? await customRoles(db, account.id) : [])]
}

const isTaken = async (db: Db, account: OrganizationRow, role: string) =>
  role.toLowerCase() === 'owner' ||
  (await assignableRoles(db, account)).some((r) => r.toLowerCase() === role.toLowerCase())

export async function createRole(db: Db, account: OrganizationRow, role: string) {
  requireCustomRoles(account)
  if (await isTaken(db, account, role)) throw FieldErrors({ Role: 'ROLE_EXISTS' })
  await db.insert(accountRoles).values({ accountId: account.id, role })
}

/** Renames a custom role everywhere it is used: team members and permission lists. */
export async function renameRole(db: Db, account: OrganizationRow, from: string, to: string) {
  requireCustomRoles(account)
  if (!(await customRoles(db, account.id)).includes(from)) throw NotFound('ROLE_NOT_FOUND')
  if (from.toLowerCase() !== to.toLowerCase() && (await isTaken(db, account, to)))
    throw FieldErrors({ Role: 'ROLE_EXISTS' })
  await db.transaction(async (tx) => {
    await tx
      .update(accountRoles)
      .set({ role: to })
      .where(and(eq(accountRoles.accountId, account.id), eq(accountRoles.role, from)))
    await tx
      .update(accountMembers)
      .set({ role: to })
      .where(and(eq(accountMembers.accountId, account.id), eq(accountMembers.role, from)))
    await tx
      .update(permissionOverrides)
      .set({ roles: sql`array_replace(${permissionOverrides.roles}, ${from}, ${to})` })
      .where(eq(permissionOverrides.accountId, account.id))
  })
}

/** Deletes a custom role nobody holds, and takes it off every permission list. */
export async function deleteRole(db: Db, account: OrganizationRow, role: string) {
  requireCustomRoles(account)
  if (!(await customRoles(db, account.id)).includes(role)) throw NotFound('ROLE_NOT_FOUND')
  const [holder] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, account.id), eq(accountMembers.role, role)))
    .limit(1)
  if (holder) throw Conflict('ROLE_IN_USE')
  await db.transaction(async (tx) => {
    await tx
      .delete(accountRoles)
      .where(and(eq(accountRoles.accountId, account.id), eq(accountRoles.role, role)))
    await tx
      .update(permissionOverrides)
      .set({ roles: sql`array_remove(${permissionOverrides.roles}, ${role})` })
      .where(eq(permissionOverrides.accountId, account.id))
  })
}

/** Sets which roles hold a permission in this organization; an empty list goes back to the defaults. */
export async function setPermissionRoles(
  db: Db,
  account: OrganizationRow,
  permission: Permission,
  roles: string[],
) {
  requireCustomRoles(account)
  const known = ['owner', ...(await assignableRoles(db, account))]
  const unknown = roles.find((role) => !known.includes(role))
  if (unknown) throw FieldErrors({ Roles: { code: 'UNKNOWN_ROLE_NAMED', params: { role: unknown } } })
  if (roles.length === 0) {
    await db
      .delete(permissionOverrides)
      .where(
        and(eq(permissionOverrides.accountId, account.id), eq(permissionOverrides.permission, permission)),
      )
    return
  }
  await db
    .insert(permissionOverrides)
    .values({ accountId: account.id, permission, roles: [...new Set(roles)] })
    .onConflictDoUpdate({
      target: [permissionOverrides.accountId, permissionOverrides.permission],
      set: { roles },
    })
}

/** GET /account/permission: the defaults and the overrides of every organization the user is in. */
export async function permissionData(db: Db, userId: string) {
  const rows = await db
    .select({
      accountId: permissionOverrides.accountId,
      permission: permissionOverrides.permission,
      roles: permissionOverrides.roles,
    })
    .from(permissionOverrides)
    .innerJoin(accounts, eq(accounts.id, permissionOverrides.accountId))
    .where(
      and(
        eq(accounts.hasCustomRoles, true),
        inArray(
          permissionOverrides.accountId,
          db
            .select({ id: accountMembers.accountId })
            .from(accountMembers)
            .where(eq(accountMembers.userId, userId)),
        ),
      ),
    )
  const OverridePermission: Record<string, Record<string, string[]>> = {}
  for (const row of rows) {
    OverridePermission[row.accountId] = { ...OverridePermission[row.accountId], [row.permission]: row.roles }
  }
  return { DefaultPermission: DEFAULT_PERMISSION as Record<string, string[]>, OverridePermission }
}
