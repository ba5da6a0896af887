import type { Performer, PerformerInput } from '@mela/shared/catalog'
import { isSuperuser } from '@mela/shared/constants'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, performerAccounts, performers } from '../../db/schema.ts'
import { can } from '../../lib/authorize.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import { isUuid } from '../../lib/ids.ts'
import type { SessionUser } from '../../lib/sessions.ts'

export type PerformerRow = typeof performers.$inferSelect
type Actor = Pick<SessionUser, 'id' | 'username'>

/** Performers as the API shows them, each with the organizations that may book them. */
export async function toPerformers(db: Db, rows: PerformerRow[]): Promise<Performer[]> {
  const ids = rows.map((row) => row.id)
  const links =
    ids.length === 0
      ? []
      : await db
          .select({ performerId: performerAccounts.performerId, ID: accounts.id, Name: accounts.name })
          .from(performerAccounts)
          .innerJoin(accounts, eq(accounts.id, performerAccounts.accountId))
          .where(inArray(performerAccounts.performerId, ids))
          .orderBy(asc(accounts.name))
  return rows.map((row) => ({
    ID: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    AlternativeName: row.alternativeName,
    Biography: row.biography,
    Image: row.image,
    Organizations: links.filter((link) => link.performerId === row.id).map(({ ID, Name }) => ({ ID, Name })),
  }))
}

/** A performer by ID, hidden ones included, or 404. */
export async function findPerformer(db: Db, id: string): Promise<PerformerRow> {
  const [row] = isUuid(id) ? await db.select().from(performers).where(eq(performers.id, id)) : []
  if (!row) throw NotFound('PERFORMER_NOT_FOUND')
  return row
}

/** The IDs of the organizations a performer belongs to. */
export async function organizationsOf(db: Db, performerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: performerAccounts.accountId })
    .from(performerAccounts)
    .where(eq(performerAccounts.performerId, performerId))
  return rows.map((row) => row.id)
}

// Each wanted organization must exist (404) and, unless it is already there, be one the actor manages performers for (403).
async function checkOrganizations(db: Db, actor: Actor, wanted: string[], current: string[]) {
  const found = await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, wanted))
  if (found.length !== wanted.length) throw NotFound('ORGANIZATION_NOT_FOUND')
  for (const id of wanted) {
    if (!current.includes(id) && !(await can(db, actor, id, 'performer_manage'))) throw Forbidden()
  }
}

// The superuser also reaches a performer whose organizations have all been deleted.
async function managesAny(db: Db, actor: Actor, accountIds: string[]) {
  if (isSuperuser(actor.username)) return true
  for (const accountId of accountIds) if (await can(db, actor, accountId, 'performer_manage')) return true
  return false
}

const columnsOf = (input: PerformerInput) => ({
  firstName: input.FirstName,
  lastName: input.LastName ?? '',
  alternativeName: input.AlternativeName ?? null,
  biography: input.Biography ?? null,
  image: input.Image ?? null,
})

const organizationIds = (input: PerformerInput) => [
  ...new Set(input.Organizations.map((organization) => organization.ID)),
]

/** Creates a performer for organizations the actor manages performers for, every one of them. */
export async function createPerformer(
  db: Db,
  input: PerformerInput,
  ctx: { actor: Actor },
): Promise<PerformerRow> {
  const wanted = organizationIds(input)
  await checkOrganizations(db, ctx.actor, wanted, [])
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(performers)
      .values({ ...columnsOf(input), createdBy: ctx.actor.id })
      .returning()
    if (!row) throw new Error('Performer was not created')
    await tx.insert(performerAccounts).values(wanted.map((accountId) => ({ performerId: row.id, accountId })))
    return row
  })
}

/**
 * Replaces a performer's details and organizations. The actor must manage performers for one of its
 * current organizations, and for every organization added.
 */
export async function updatePerformer(db: Db, id: string, input: PerformerInput, ctx: { actor: Actor }) {
  const current = await organizationsOf(db, id)
  if (!(await managesAny(db, ctx.actor, current))) throw Forbidden()
  const wanted = organizationIds(input)
  await checkOrganizations(db, ctx.actor, wanted, current)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(performers)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(performers.id, id))
      .returning()
    if (!row) throw NotFound('PERFORMER_NOT_FOUND')
    await tx.delete(performerAccounts).where(eq(performerAccounts.performerId, id))
    await tx.insert(performerAccounts).values(wanted.map((accountId) => ({ performerId: id, accountId })))
    return row
  })
}
