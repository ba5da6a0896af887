import { SUPERUSER_USERNAME } from '@mela/shared/constants'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { users } from '../../db/schema.ts'
import { revokeOtherSessions } from '../../lib/sessions.ts'
import { hashPassword } from './passwords.ts'

/**
 * Creates the user `superuser` with this password, or resets the password of the existing one
 * (signing it out everywhere). There is never a default password.
 */
export async function setSuperuserPassword(db: Db, password: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password)
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${SUPERUSER_USERNAME}`)
  if (existing) {
    await db.update(users).set({ passwordHash, bannedAt: null }).where(eq(users.id, existing.id))
    await revokeOtherSessions(db, existing.id)
    return 'reset'
  }
  await db
    .insert(users)
    .values({ username: SUPERUSER_USERNAME, firstName: 'Superuser', passwordHash, kind: 'password' })
  return 'created'
}

/** What the log says at a start with no superuser: nobody could moderate, and nothing else tells how to fix it. */
export const NO_SUPERUSER_YET =
  "No superuser yet: run `npm run superuser -- --password '…'` with the app stopped, or start with SUPERUSER_PASSWORD=…"

/**
 * At start: creates the superuser from SUPERUSER_PASSWORD when none exists yet. Says what it found, so the
 * first start can tell an operator with no superuser how to make one.
 */
export async function ensureSuperuser(
  db: Db,
  password: string | undefined,
): Promise<'created' | 'exists' | 'missing'> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${SUPERUSER_USERNAME}`)
  if (existing) return 'exists'
  if (!password) return 'missing'
  await setSuperuserPassword(db, password)
  return 'created'
}
