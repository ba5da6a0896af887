// One seat at several gates at once: scanned online, typed by its short code, synced from an offline
// device. Exactly one of them lets it in; the others hear that it is in. Races between the door and a
// refund, a void or a guest removed are in inventory/seat-lifecycle.race.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchaseItems } from '../../db/schema.ts'
import { doorNight, doorStaff } from '../../testing/door-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// Real transactions racing need a real PostgreSQL (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('check-in.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useTestApp()
type Headers = Record<string, string>
type Seat = { ID: string; Code: string; ShortCode: string }
const post = (url: string, payload: object, headers: Headers) =>
  context.app.inject({ method: 'POST', url: `/api${url}`, payload, headers })

describe('one seat at several gates at once', () => {
  raceIt('scanned at five gates online: one lets it in, four hear ALREADY_CHECKED_IN', async () => {
    const { account, bought, staff } = await doorNight(context.app, 1)
    const gates = [
      staff,
      ...(await Promise.all([1, 2, 3, 4].map((n) => doorStaff(context.app, account.id, `Gate${n}`)))),
    ]
    const [seat] = bought.Items as [Seat]
    const answers = await Promise.all(
      gates.map((gate) => post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, gate.headers)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409])
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({ code: 'ALREADY_CHECKED_IN' })
  })

  raceIt('scanned, typed and synced at once, seat after seat: exactly one lets it in', async () => {
    const { event, account, bought, staff } = await doorNight(context.app, 6)
    const typist = await doorStaff(context.app, account.id, 'Typist')
    const offline = await doorStaff(context.app, account.id, 'Offline')
    for (const item of bought.Items) {
      const seat = item as Seat
      const scan = { ItemID: seat.ID, Code: seat.Code, ScannedAt: new Date().toISOString() }
      const [scanned, typed, synced] = await Promise.all([
        post(`/purchase/item/${seat.ID}/checkin`, { Code: seat.Code }, staff.headers),
        post(`/checkin/event/${event.id}/code`, { Code: seat.ShortCode }, typist.headers),
        post('/checkin/sync', { EventID: event.id, Scans: [scan] }, offline.headers),
      ])
      const letIn = [
        scanned.statusCode === 200,
        typed.statusCode === 200,
        synced.json().Results[0].Result === 'checked-in',
      ]
      expect(
        letIn.filter(Boolean),
        JSON.stringify([scanned.json(), typed.json(), synced.json()]),
      ).toHaveLength(1)
      expect([scanned.statusCode, typed.statusCode].filter((code) => code !== 200)).toEqual(
        letIn.slice(0, 2).every((done) => !done) ? [409, 409] : [409],
      )
      expect((await seatRow(seat.ID))?.checkedInAt).not.toBeNull()
    }
  })
})

const seatRow = async (itemId: string) =>
  (await context.database.db.select().from(purchaseItems).where(eq(purchaseItems.id, itemId)))[0]
