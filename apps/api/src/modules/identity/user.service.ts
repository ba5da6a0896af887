import type { LoginAnswer, ProfileInput, RegisterInput, User } from '@mela/shared/identity'
import { eq, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { users } from '../../db/schema.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { type AppError, FieldErrors, fail } from '../../lib/errors.ts'
import { createSession, revokeOtherSessions } from '../../lib/sessions.ts'
import { hashPassword, passwordMatches, spendPasswordCheck } from './passwords.ts'
import { isReservedUsername } from './username.ts'

export type IdentityContext = { db: Db; config: Config; now?: Date; userAgent?: string }
export type UserRow = typeof users.$inferSelect

/** The user as the API shows it to its owner. */
export function toUser(row: UserRow): User {
  return {
    ID: row.id,
    Username: row.username,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    EmailVerified: row.emailVerifiedAt !== null,
    Phone: row.phone,
    Kind: row.kind,
    Language: row.language,
    HasPassword: row.passwordHash !== null,
    CreatedAt: row.createdAt.toISOString(),
  }
}

/** Turns a unique-index collision into the field error a form shows beside the field. */
export function uniquenessError(error: unknown): AppError | undefined {
  const constraint = violatedUniqueConstraint(error)
  if (constraint === undefined) return undefined
  if (constraint.includes('email')) return FieldErrors({ Email: 'EMAIL_TAKEN' })
  if (constraint.includes('username')) return FieldErrors({ Username: 'USERNAME_TAKEN' })
  return fail('ACCOUNT_EXISTS', 409)
}

/** Inserts a user, mapping a taken username or e-mail to field errors (also under a race). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning()
    if (!row) throw new Error('User was not created')
    return row
  } catch (error) {
    throw uniquenessError(error) ?? error
  }
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lower = login.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${lower} or lower(${users.email}) = ${lower}`)
    .orderBy(sql`lower(${users.username}) = ${lower} desc`)
    .limit(1)
  return row
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** Creates a password account from the sign-up form. */
export async function registerUser(ctx: IdentityContext, input: RegisterInput): Promise<UserRow> {
  if (isReservedUsername(input.Username)) throw FieldErrors({ Username: 'USERNAME_RESERVED' })
  return insertUser(ctx.db, {
    username: input.Username,
    firstName: input.FirstName,
    lastName: input.LastName ?? '',
    email: input.Email ?? null,
    phone: input.Phone ?? null,
    address: input.Address ?? '',
    passwordHash: await hashPassword(input.Password),
    kind: 'password',
    language: input.Language ?? 'en',
  })
}

/** Opens a session for a user and gives the login answer `{authToken, user}`. */
export async function signIn(ctx: IdentityContext, user: UserRow): Promise<LoginAnswer> {
  const authToken = await createSession(ctx.db, user.id, {
    days: ctx.config.sessionDays,
    userAgent: ctx.userAgent,
    now: ctx.now,
  })
  return { authToken, user: toUser(user) }
}

/** Checks a username (or e-mail) and password; the same words whichever of the two is wrong. */
export async function verifyCredentials(
  ctx: IdentityContext,
  login: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByLogin(ctx.db, login)
  if (!user) {
    await spendPasswordCheck(password)
    throw FieldErrors({ Password: 'BAD_CREDENTIALS' })
  }
  if (!(await passwordMatches(user.passwordHash, password))) {
    throw FieldErrors({ Password: 'BAD_CREDENTIALS' })
  }
  // Said only to someone who knows the password, so it tells a stranger nothing about the account.
  if (user.bannedAt) throw fail('BANNED', 403)
  return user
}

/** Saves the profile form; a changed e-mail address must be confirmed again. */
export async function updateProfile(
  ctx: IdentityContext,
  user: UserRow,
  input: ProfileInput,
): Promise<UserRow> {
  const email = input.Email ?? null
  const emailChanged = (email ?? '').toLowerCase() !== (user.email ?? '').toLowerCase()
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        firstName: input.FirstName,
        lastName: input.LastName ?? '',
        email,
        phone: input.Phone ?? null,
        language: input.Language ?? user.language,
        emailVerifiedAt: emailChanged ? null : user.emailVerifiedAt,
        updatedAt: ctx.now ?? new Date(),
      })
      .where(eq(users.id, user.id))
      .returning()
    if (!row) throw new Error('User vanished')
    return row
  } catch (error) {
    throw uniquenessError(error) ?? error
  }
}

/** Changes the password; the current one must be given when the account has one. */
export async function changePassword(
  ctx: IdentityContext,
  user: UserRow & { sessionId: string },
  input: { CurrentPassword?: string; Password: string; LogOutOtherDevices: boolean },
) {
  if (user.passwordHash && !(await passwordMatches(user.passwordHash, input.CurrentPassword ?? ''))) {
    throw FieldErrors({
      CurrentPassword: input.CurrentPassword ? 'WRONG_PASSWORD' : 'REQUIRED',
    })
  }
  await setPassword(ctx.db, user.id, input.Password, ctx.now)
  if (input.LogOutOtherDevices) await revokeOtherSessions(ctx.db, user.id, user.sessionId)
}

export async function setPassword(db: Db, userId: string, password: string, now = new Date()) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: now })
    .where(eq(users.id, userId))
}
