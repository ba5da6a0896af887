import { describe, expect, it } from 'vitest'
import { buyOnline, sellingOrganization } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// Real transactions racing need a real PostgreSQL (PGlite has one connection); CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres) console.warn('claim.race.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const context = useListeningTestApp()

describe('racing claims', () => {
  raceIt('never claim more than is available: of 10 claims of 60 % at once, one succeeds', async () => {
    const { owner, account, event, ticket, bank } = await sellingOrganization(context.app)
    await buyOnline(context.app, event.id, ticket.id, 2)
    const balance = async () =>
      (
        await context.app.inject({
          url: `/api/claim/balance?AccountID=${account.ID}`,
          headers: owner.headers,
        })
      ).json()
    const { Available } = await balance()
    expect(Available).toBe(1000)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        context.app.inject({
          method: 'POST',
          url: '/api/claim',
          headers: owner.headers,
          payload: { AccountID: account.ID, BankAccountID: bank.ID, Amount: Available * 0.6 },
        }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(9)
    expect(await balance()).toMatchObject({ Claimed: 600, Available: 400 })
  })
})
