import type { GoogleRegisterInput, LoginAnswer } from '@mela/shared/identity'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { users } from '../../db/schema.ts'
import { FieldErrors, fail } from '../../lib/errors.ts'
import { revokeOtherSessions } from '../../lib/sessions.ts'
import { verifyFacebookToken } from './facebook.ts'
import { verifyGoogleIdToken } from './google.ts'
import { type IdentityContext, insertUser, signIn, type UserRow } from './user.service.ts'
import { generatedUsername } from './username.ts'

/** A person as a provider vouches for them; `email` only when the provider confirmed it. */
type SocialProfile = {
  provider: 'google' | 'facebook'
  id: string
  email?: string
  firstName?: string
  lastName?: string
}

/** Signs in with a Google ID token; a new person without a given name gets FirstName field errors (product §4). */
export async function signInWithGoogle(ctx: IdentityContext, idToken: string): Promise<LoginAnswer> {
  const google = await verifyGoogleIdToken(ctx.config.google, idToken, ctx.now)
  const { sub: id, email, givenName: firstName, familyName: lastName } = google
  return signIn(ctx, await findOrCreateUser(ctx, { provider: 'google', id, email, firstName, lastName }))
}

/** The google tab: signs in with the ID token, creating the account under the names the person typed. */
export async function registerWithGoogle(
  ctx: IdentityContext,
  input: GoogleRegisterInput,
): Promise<LoginAnswer> {
  const google = await verifyGoogleIdToken(ctx.config.google, input.GoogleIdToken, ctx.now)
  const { FirstName: firstName, LastName: lastName } = input
  return signIn(
    ctx,
    await findOrCreateUser(ctx, {
      provider: 'google',
      id: google.sub,
      email: google.email,
      firstName,
      lastName,
    }),
  )
}

/** Signs in with a Facebook user access token; a new person must share an e-mail (product §8). */
export async function signInWithFacebook(ctx: IdentityContext, token: string): Promise<LoginAnswer> {
  const facebook = await verifyFacebookToken(ctx.config.facebook, token, ctx.now)
  return signIn(ctx, await findOrCreateUser(ctx, { provider: 'facebook', ...facebook }))
}

async function findOrCreateUser(ctx: IdentityContext, profile: SocialProfile): Promise<UserRow> {
  const known = (await findByProviderId(ctx.db, profile)) ?? (await linkByEmail(ctx, profile))
  if (known) return allowed(known)
  const values = newUserValues(profile, ctx.now ?? new Date())
  try {
    return await insertUser(ctx.db, values)
  } catch (error) {
    // Two first sign-ins at once: the other request created the account a moment ago.
    const created = await findByProviderId(ctx.db, profile)
    if (created) return allowed(created)
    throw error
  }
}

const idColumn = (provider: SocialProfile['provider']) =>
  provider === 'google' ? users.googleSub : users.facebookId
const providerLink = (profile: SocialProfile) =>
  profile.provider === 'google' ? { googleSub: profile.id } : { facebookId: profile.id }

async function findByProviderId(db: Db, profile: SocialProfile): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(idColumn(profile.provider), profile.id))
  return row
}

// The provider confirmed this address, so its owner is the owner of our account with that address.
async function linkByEmail(ctx: IdentityContext, profile: SocialProfile): Promise<UserRow | undefined> {
  if (!profile.email) return undefined
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${profile.email.toLowerCase()}`)
  if (!user) return undefined
  allowed(user)
  const linkedId = profile.provider === 'google' ? user.googleSub : user.facebookId
  // Already tied to another Google/Facebook account: relinking would hand the account to a stranger.
  if (linkedId) throw fail('EMAIL_TAKEN', 409)
  const now = ctx.now ?? new Date()
  const unconfirmed = user.emailVerifiedAt === null
  // Someone may have registered this address without owning it, hoping its owner signs in later
  // ("pre-account hijacking"): their password and sessions stop working once the owner arrives.
  if (unconfirmed) await revokeOtherSessions(ctx.db, user.id)
  const [linked] = await ctx.db
    .update(users)
    .set({
      ...providerLink(profile),
      ...(unconfirmed ? { emailVerifiedAt: now, passwordHash: null } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning()
  return linked
}

function newUserValues(profile: SocialProfile, now: Date): typeof users.$inferInsert {
  if (profile.provider === 'facebook' && !profile.email) {
    throw fail('FACEBOOK_NO_EMAIL', 400)
  }
  if (!profile.firstName) {
    throw FieldErrors({
      FirstName: 'REQUIRED',
      ...(profile.lastName ? {} : { LastName: 'REQUIRED' }),
    })
  }
  return {
    username: generatedUsername(profile.provider, profile.id),
    firstName: profile.firstName,
    lastName: profile.lastName ?? '',
    email: profile.email ?? null,
    emailVerifiedAt: profile.email ? now : null,
    kind: profile.provider,
    ...providerLink(profile),
  }
}

function allowed(user: UserRow): UserRow {
  if (user.bannedAt) throw fail('BANNED', 403)
  return user
}
