import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ledgerEntries } from '../../db/schema.ts'
import { sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'
import { lockOrganizationMoney } from './ledger.ts'

// Two transactions at once need a real PostgreSQL (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip

const context = useListeningTestApp()

describe("an organization's money lock", () => {
  raceIt(
    "lets a sale's ledger entry in while a refund or claim holds it, and still keeps out a second one",
    async () => {
      const { account } = await sellingOrganization(context.app)
      const { db } = context.database
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let locked = () => {}
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve
      })
      // A refund's transaction: takes the lock and keeps it until the checks below are done.
      const refund = db.transaction(async (tx) => {
        await lockOrganizationMoney(tx, account.ID)
        locked()
        await held
      })
      await lockTaken
      try {
        // A payment's finalize writing the sale: its foreign key to the organization must not wait (it deadlocked).
        const sale = await db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '1s'`)
          return tx
            .insert(ledgerEntries)
            .values({
              accountId: account.ID,
              kind: 'sale',
              amount: 100,
              reference: `lock-test-${Date.now()}`,
            })
            .returning({ id: ledgerEntries.id })
        })
        expect(sale).toHaveLength(1)
        // A second change of the same money still waits for the first, and gives up as "busy".
        const second = db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '300ms'`)
          await lockOrganizationMoney(tx, account.ID)
        })
        await expect(second).rejects.toThrow()
      } finally {
        release()
        await refund
      }
    },
  )
})
