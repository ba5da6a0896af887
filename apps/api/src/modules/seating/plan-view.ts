import type { PlanSection, SeatingPlan } from '@mela/shared/seating'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  purchaseItems,
  purchases,
  seatingPlans,
  seatingRows,
  seatingSections,
  seats,
} from '../../db/schema.ts'
import { seatStatusJoined } from '../inventory/reserved-seats.ts'

/** The version of an event's plan, or undefined when it has none. */
export async function planVersion(db: Db, eventId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: seatingPlans.version })
    .from(seatingPlans)
    .where(eq(seatingPlans.eventId, eventId))
  return row?.version
}

/**
 * An event's plan with each seat's status at `now`, and when the first hold on it runs out (the plan
 * reads differently from then on without its version moving). Undefined when the event has no plan.
 * A caller that has just read the plan's version passes it, saving a round trip.
 */
export async function readPlan(db: Db, eventId: string, now: Date, knownVersion?: number) {
  const version = knownVersion ?? (await planVersion(db, eventId))
  if (version === undefined) return undefined
  const [sectionRows, rowRows, seatRows, [firstHold]] = await Promise.all([
    db
      .select()
      .from(seatingSections)
      .where(eq(seatingSections.eventId, eventId))
      .orderBy(asc(seatingSections.position)),
    db.select().from(seatingRows).where(eq(seatingRows.eventId, eventId)).orderBy(asc(seatingRows.position)),
    db
      .select({ seat: seats, status: seatStatusJoined(now) })
      .from(seats)
      .leftJoin(purchaseItems, eq(purchaseItems.id, seats.itemId))
      .leftJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .where(eq(seats.eventId, eventId))
      .orderBy(asc(seats.position)),
    db
      .select({ until: sql<Date | string | null>`min(${purchaseItems.heldUntil})` })
      .from(seats)
      .innerJoin(purchaseItems, eq(purchaseItems.id, seats.itemId))
      .where(and(eq(seats.eventId, eventId), gt(purchaseItems.heldUntil, now))),
  ])
  const seatsOf = groupBy(seatRows, ({ seat }) => seat.rowId)
  const rowsOf = groupBy(rowRows, (row) => row.sectionId)
  const sections: PlanSection[] = sectionRows.map((section) => ({
    ID: section.id,
    Name: section.name,
    Bn: (section.bn as PlanSection['Bn']) ?? null,
    Rows: (rowsOf.get(section.id) ?? []).map((row) => ({
      ID: row.id,
      Label: row.label,
      Seats: (seatsOf.get(row.id) ?? []).map(({ seat, status }) => ({
        ID: seat.id,
        Number: seat.number,
        X: seat.x,
        Y: seat.y,
        TicketID: seat.ticketId,
        Accessible: seat.accessible,
        Status: status,
      })),
    })),
  }))
  // While the stored version stands still only holds running out change the plan, and each lowers the
  // count of held seats: the two together name the content.
  const held = seatRows.filter(({ status }) => status === 'held').length
  const plan: SeatingPlan = { Sections: sections, Version: `${version}-${held}` }
  const until = firstHold?.until ? new Date(firstHold.until) : undefined
  return { plan, version, firstHoldEnds: until }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}
