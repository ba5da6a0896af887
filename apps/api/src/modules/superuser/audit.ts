import type { AuditEntry } from '@mela/shared/superuser'
import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, auditLog, events, performers, users } from '../../db/schema.ts'
import { pageOf, searchPattern } from '../../lib/paging.ts'

type Fields = Record<string, unknown>

export type AuditInput = {
  actorId: string
  action: string
  targetType: string
  targetId: string
  before?: Fields | null
  after?: Fields | null
  reason?: string | null
}

/** The fields whose value differs, each side on its own: what an audit row keeps as before and after. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  )
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  }
}

const json = (fields: Fields | null | undefined) => (fields ? JSON.stringify(fields) : null)

/** Appends one row to the audit log; call it inside the action's transaction so both happen or neither. */
export async function writeAudit(tx: Db, entry: AuditInput, now = new Date()) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: json(entry.before),
    after: json(entry.after),
    reason: entry.reason ?? null,
    at: now,
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Each target's name by its ID, for the types that have one; a deleted target simply has none. */
async function targetNames(db: Db, targets: { type: string; id: string }[]): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(targets.filter((target) => target.type === type && UUID.test(target.id)).map((t) => t.id)),
  ]
  const lookups: Promise<{ id: string; name: string }[]>[] = []
  const userIds = idsOf('user')
  if (userIds.length)
    lookups.push(
      db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, userIds)),
    )
  const organizations = idsOf('organization')
  if (organizations.length)
    lookups.push(
      db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(inArray(accounts.id, organizations)),
    )
  const eventIds = idsOf('event')
  if (eventIds.length)
    lookups.push(
      db.select({ id: events.id, name: events.title }).from(events).where(inArray(events.id, eventIds)),
    )
  const performerIds = idsOf('performer')
  if (performerIds.length)
    lookups.push(
      db
        .select({
          id: performers.id,
          name: sql<string>`trim(${performers.firstName} || ' ' || ${performers.lastName})`,
        })
        .from(performers)
        .where(inArray(performers.id, performerIds)),
    )
  const found = (await Promise.all(lookups)).flat()
  return new Map(found.map((row) => [row.id, row.name]))
}

/** The audit log, newest first, searched by actor, action, target type or ID, or reason. */
export async function listAudit(
  db: Db,
  query: { Page: number; PageSize: number; Search?: string | undefined },
): Promise<{ Items: AuditEntry[]; Total: number }> {
  const pattern = searchPattern(query.Search)
  const where = pattern
    ? or(
        ilike(users.username, pattern),
        ilike(auditLog.action, pattern),
        ilike(auditLog.targetType, pattern),
        ilike(auditLog.targetId, pattern),
        ilike(auditLog.reason, pattern),
      )
    : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: users.username })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.PageSize)
      .offset(pageOf(query)),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where),
  ])
  const names = await targetNames(
    db,
    rows.map(({ entry }) => ({ type: entry.targetType, id: entry.targetId })),
  )
  return {
    Total: count?.total ?? 0,
    Items: rows.map(({ entry, actor }) => ({
      ID: entry.id,
      Actor: actor,
      Action: entry.action,
      TargetType: entry.targetType,
      TargetID: entry.targetId,
      TargetName: names.get(entry.targetId) ?? null,
      Before: entry.before,
      After: entry.after,
      Reason: entry.reason,
      At: entry.at.toISOString(),
    })),
  }
}
