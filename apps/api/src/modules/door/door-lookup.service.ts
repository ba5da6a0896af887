import { toAsciiDigits } from '@mela/shared/digits'
import type { DoorSearchPage } from '@mela/shared/door'
import { readShortCode, shortCodeText } from '@mela/shared/short-code'
import { and, asc, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases } from '../../db/schema.ts'
import { pageOf } from '../../lib/paging.ts'
import { admitsAtDoor } from '../inventory/seat-state.ts'
import { doorSeatQuery, holders, toDoorSeat } from './door-seat-view.ts'

/** Fewer digits than this are too common a phone ending to look for. */
const PHONE_DIGITS_MIN = 3

const likeOf = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The event's seats a door looks up by what the holder says: a short code (whole, or its first
 * characters), the last digits of a phone, or a first or last name. Seats that admit come first.
 */
export async function searchDoor(
  db: Db,
  eventId: string,
  text: string,
  page: { Page: number; PageSize: number },
): Promise<DoorSearchPage> {
  const query = toAsciiDigits(text).trim()
  const digits = query.replace(/[\s+-]/g, '')
  const code = readShortCode(query)
  const codeStart = shortCodeText(query)
  const matches = or(
    code ? eq(purchaseItems.shortCode, code) : undefined,
    codeStart.length >= 4 && /^[0-9A-Z]+$/.test(codeStart)
      ? ilike(purchaseItems.shortCode, likeOf(codeStart))
      : undefined,
    /^\d+$/.test(digits) && digits.length >= PHONE_DIGITS_MIN
      ? sql`regexp_replace(coalesce(nullif(${purchases.buyer}->>'Phone', ''), ${holders.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}`}`
      : undefined,
    /^\d+$/.test(digits)
      ? undefined
      : or(
          ilike(
            sql`coalesce(nullif(${purchases.buyer}->>'FirstName', ''), ${holders.firstName})`,
            likeOf(query),
          ),
          ilike(
            sql`coalesce(nullif(${purchases.buyer}->>'LastName', ''), ${holders.lastName})`,
            likeOf(query),
          ),
        ),
  )
  if (!matches) return { Items: [], Total: 0 }
  // Seats that were sold, even those no longer admitting: the door then answers why not.
  const where = and(eq(purchases.eventId, eventId), isNotNull(purchases.paidAt), matches)
  const [count] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .innerJoin(holders, eq(holders.id, purchases.userId))
    .where(where)
  const rows = await doorSeatQuery(db)
    .where(where)
    .orderBy(desc(sql`${admitsAtDoor}`), sql`${purchaseItems.checkedInAt} is not null`, asc(purchaseItems.id))
    .limit(page.PageSize)
    .offset(pageOf(page))
  return { Items: rows.map(toDoorSeat), Total: count?.total ?? 0 }
}
