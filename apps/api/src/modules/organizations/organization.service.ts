import { isSuperuser } from '@mela/shared/constants'
import type {
  Organization,
  OrganizationInput,
  OrganizationProfile,
  Organizer,
} from '@mela/shared/organization'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accountMembers, accounts, users } from '../../db/schema.ts'
import { violatedUniqueConstraint } from '../../lib/db-errors.ts'
import { FieldErrors, fail, NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'

type OrganizationRow = typeof accounts.$inferSelect
type UserRow = typeof users.$inferSelect
type Actor = { id: string; username: string }

// product §6: owner first, then organizers, collaborators, then every other role.
const ROLE_ORDER = sql`case ${accountMembers.role} when 'owner' then 0 when 'organizer' then 1 when 'collaborator' then 2 else 3 end`

const person = (user: UserRow) => ({
  ID: user.id,
  Username: user.username,
  FirstName: user.firstName,
  LastName: user.lastName,
})

/** The public face of an organization. */
export function toProfile(row: OrganizationRow): OrganizationProfile {
  return {
    ID: row.id,
    Name: row.name,
    FeedURL: row.feedUrl,
    FacebookURL: row.facebookUrl,
    ImageURL: row.imageUrl,
    BrandStatement: row.brandStatement,
    Email: row.email,
    Phone: row.phone,
    Address: row.address,
    Website: row.website,
    Verified: row.verified,
    EnableCollectibles: row.enableCollectibles,
    EnableCashSell: row.enableCashSell,
  }
}

/** The team of an organization in docs/product.md order. */
export async function listOrganizers(db: Db, accountId: string): Promise<Organizer[]> {
  const rows = await db
    .select({ member: accountMembers, user: users })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(eq(accountMembers.accountId, accountId))
    .orderBy(ROLE_ORDER, asc(accountMembers.createdAt))
  return rows.map(({ member, user }) => ({ UserID: user.id, User: person(user), Role: member.role }))
}

/** An organization as its team sees it, with the viewer's own role. */
export async function toOrganization(db: Db, row: OrganizationRow, viewerId: string): Promise<Organization> {
  const organizers = await listOrganizers(db, row.id)
  const [owner] = await db.select().from(users).where(eq(users.id, row.ownerId))
  if (!owner) throw new Error(`Owner of ${row.id} is missing`)
  return {
    ...toProfile(row),
    HasCustomRoles: row.hasCustomRoles,
    Owner: person(owner),
    Organizers: organizers,
    Role: organizers.find((organizer) => organizer.UserID === viewerId)?.Role ?? null,
  }
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow> {
  const [row] = isUuid(id) ? await db.select().from(accounts).where(eq(accounts.id, id)) : []
  if (!row) throw NotFound('ORGANIZATION_NOT_FOUND')
  return row
}

/** An organization by its FeedURL (any case) or its ID, for public feeds. */
export async function findOrganizationByFeed(db: Db, feedUrlOrId: string): Promise<OrganizationRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      isUuid(feedUrlOrId)
        ? eq(accounts.id, feedUrlOrId)
        : sql`lower(${accounts.feedUrl}) = ${feedUrlOrId.toLowerCase()}`,
    )
  if (!row) throw NotFound('ORGANIZATION_NOT_FOUND')
  return row
}

const columnsOf = (input: OrganizationInput) => ({
  name: input.Name,
  feedUrl: input.FeedURL ?? null,
  facebookUrl: input.FacebookURL ?? null,
  imageUrl: input.ImageURL ?? null,
  brandStatement: input.BrandStatement ?? null,
  email: input.Email ?? null,
  phone: input.Phone ?? null,
  address: input.Address ?? null,
  website: input.Website ?? null,
  enableCollectibles: input.EnableCollectibles,
  enableCashSell: input.EnableCashSell,
  hasCustomRoles: input.HasCustomRoles,
})

function feedUrlTaken(error: unknown) {
  return violatedUniqueConstraint(error)?.includes('feed_url')
    ? FieldErrors({ FeedURL: 'FEED_URL_TAKEN' })
    : error
}

/** Creates an organization owned by the actor, who becomes its first team member. */
export async function createOrganization(
  db: Db,
  actor: Actor,
  input: OrganizationInput,
): Promise<OrganizationRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({
          ...columnsOf(input),
          verified: isSuperuser(actor.username) && input.Verified === true,
          ownerId: actor.id,
        })
        .returning()
      if (!row) throw new Error('Organization was not created')
      await tx.insert(accountMembers).values({ accountId: row.id, userId: actor.id, role: 'owner' })
      return row
    })
  } catch (error) {
    throw feedUrlTaken(error)
  }
}

// Switching custom roles off cancels every override, so an organizer could use it to undo the owner's choices.
async function refuseCustomRolesSwitchByNonOwner(db: Db, actor: Actor, id: string, wanted: boolean) {
  if (isSuperuser(actor.username)) return
  const [current] = await db
    .select({ ownerId: accounts.ownerId, hasCustomRoles: accounts.hasCustomRoles })
    .from(accounts)
    .where(eq(accounts.id, id))
  if (current && current.hasCustomRoles !== wanted && current.ownerId !== actor.id)
    throw fail('OWNER_ONLY', 403)
}

/** Saves an organization's details; Verified changes only when the superuser sends it. */
export async function updateOrganization(
  db: Db,
  actor: Actor,
  id: string,
  input: OrganizationInput,
): Promise<OrganizationRow> {
  const verified =
    isSuperuser(actor.username) && input.Verified !== undefined ? { verified: input.Verified } : {}
  await refuseCustomRolesSwitchByNonOwner(db, actor, id, input.HasCustomRoles)
  try {
    const [row] = await db
      .update(accounts)
      .set({ ...columnsOf(input), ...verified, updatedAt: new Date() })
      .where(eq(accounts.id, id))
      .returning()
    if (!row) throw NotFound('ORGANIZATION_NOT_FOUND')
    return row
  } catch (error) {
    throw feedUrlTaken(error)
  }
}

/** The organizations the user is in, newest first. */
export async function myOrganizations(db: Db, userId: string): Promise<OrganizationRow[]> {
  const rows = await db
    .select({ account: accounts })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, userId))
    .orderBy(sql`${accounts.createdAt} desc`)
  return rows.map((row) => row.account)
}

/** GET /account/organizer/role: the user's role in each organization they are in. */
export async function myRoles(db: Db, userId: string) {
  return db
    .select({ AccountID: accountMembers.accountId, Role: accountMembers.role })
    .from(accountMembers)
    .where(eq(accountMembers.userId, userId))
}
