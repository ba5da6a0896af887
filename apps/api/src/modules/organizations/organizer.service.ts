import type { OrganizerInput } from '@mela/shared/organization'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accountMembers, users } from '../../db/schema.ts'
import { Conflict, FieldErrors, fail, NotFound } from '../../lib/errors.ts'
import { findOrganization } from './organization.service.ts'
import { assignableRoles } from './role.service.ts'

/**
 * Adds a person (by username or e-mail) to the team with a role, or changes the role of one
 * already in it; the same person with the same role is "Organizer Already Added".
 */
export async function addOrganizer(db: Db, accountId: string, input: OrganizerInput) {
  const account = await findOrganization(db, accountId)
  const role = input.Role.toLowerCase()
  const roles = await assignableRoles(db, account)
  const chosen = roles.find((known) => known.toLowerCase() === role)
  if (!chosen) throw FieldErrors({ Role: 'UNKNOWN_ROLE' })

  const login = input.Organizer.toLowerCase()
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${login} or lower(${users.email}) = ${login}`)
    .limit(1)
  if (!user) throw FieldErrors({ Organizer: 'NO_SUCH_USER' })

  const [current] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, user.id)))
  if (current?.role === chosen) throw Conflict('ORGANIZER_ALREADY_ADDED')
  if (current?.role === 'owner') throw fail('OWNER_ROLE', 400)
  await db
    .insert(accountMembers)
    .values({ accountId, userId: user.id, role: chosen })
    .onConflictDoUpdate({ target: [accountMembers.accountId, accountMembers.userId], set: { role: chosen } })
  return user
}

/** Takes a person out of the team; the owner always stays. */
export async function removeOrganizer(db: Db, accountId: string, userId: string) {
  const [member] = await db
    .select()
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)))
  if (!member) throw NotFound('NOT_IN_TEAM')
  if (member.role === 'owner') throw fail('OWNER_STAYS', 400)
  await db
    .delete(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.userId, userId)))
}
