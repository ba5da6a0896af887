// What a check-in asks the database: the seat is read once, in one statement, and the decision is taken on
// that row. Counted by drizzle's logger on a second query builder over the test database's own connection.
import type { Logger } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import * as schema from '../../db/schema.ts'
import { eventOnSale, guestBuysFree, putOnTeam } from '../../testing/checkout-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { checkIn, checkInByShortCode } from './check-in.service.ts'

const context = useTestApp()

/** A query builder on the same database that writes down every statement it sends. */
function countingDb() {
  const statements: string[] = []
  const logger: Logger = { logQuery: (query) => statements.push(query.toLowerCase()) }
  const client = (context.database.db as unknown as { $client: never }).$client
  const db = (context.database.kind === 'pglite'
    ? drizzlePglite({ client, schema, logger })
    : drizzlePostgres({ client, schema, logger })) as unknown as Db
  const reads = (table: string) =>
    statements.filter((s) => s.startsWith('select') && s.includes(` from "${table}"`)).length
  const writes = (table: string) => statements.filter((s) => s.startsWith(`update "${table}"`)).length
  return { db, statements, reads, writes }
}

async function boughtSeat() {
  const db = context.database.db
  const { event, ticket, account } = await eventOnSale(db, { price: 0 })
  const staff = await signedInUser(context.app, { FirstName: 'Door', LastName: 'Khan' })
  await putOnTeam(db, account.id, staff.user.ID, 'collaborator')
  const bought = await guestBuysFree(context.app, event.id, ticket.id)
  const seat = bought.Items[0] as { ID: string; Code: string; ShortCode: string }
  return { event, seat, staff: { id: staff.user.ID, username: staff.user.Username, firstName: 'Door' } }
}

describe('a check-in online', () => {
  it('reads the seat once, in one statement, then lets it in with one write', async () => {
    const { seat, staff } = await boughtSeat()
    const counted = countingDb()
    await checkIn(counted.db, staff, seat.ID, seat.Code)
    expect(counted.reads('purchase_items')).toBe(1)
    expect(counted.reads('purchases')).toBe(0)
    expect(counted.writes('purchase_items')).toBe(1)
    // The one read joins the purchase and locks only the seat's row.
    const read = counted.statements.find((s) => s.startsWith('select') && s.includes('from "purchase_items"'))
    expect(read).toContain('for update of "purchase_items"')
  })

  it('answers a seat in already from that one read, writing nothing', async () => {
    const { seat, staff } = await boughtSeat()
    await checkIn(context.database.db, staff, seat.ID, seat.Code)
    const counted = countingDb()
    await expect(checkIn(counted.db, staff, seat.ID, seat.Code)).rejects.toMatchObject({
      code: 'ALREADY_CHECKED_IN',
    })
    expect(counted.reads('purchase_items')).toBe(1)
    expect(counted.writes('purchase_items')).toBe(0)
  })

  it('reads the seat once when its short code is typed, and answers it as the door list shows it', async () => {
    const { event, seat, staff } = await boughtSeat()
    const counted = countingDb()
    const answer = await checkInByShortCode(counted.db, event.id, seat.ShortCode, staff)
    expect(answer).toMatchObject({ ID: seat.ID, Status: 'valid', CheckedInBy: 'Door' })
    expect(answer.CheckedInAt).not.toBeNull()
    expect(counted.reads('purchase_items')).toBe(1)
    expect(counted.writes('purchase_items')).toBe(1)
  })
})
