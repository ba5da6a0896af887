import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { purchases } from '../../db/schema.ts'
import { pay } from '../../testing/bkash-fixtures.ts'
import { eventOnSale } from '../../testing/checkout-fixtures.ts'
import { startAsGuest } from '../../testing/money-fixtures.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// bKash's app sends the payer back to the phone's default browser, which is seldom the one the purchase
// started in: that browser has no session, yet the buyer must see their tickets, in their language.
const raceIt = onPostgres ? it : it.skip
const context = useListeningTestApp({ logLevel: 'silent' })

type Bought = { ID: string; authToken: string; user: { Username: string } }

/** A guest buys in Bengali (in Facebook's in-app browser, say) and pays on bKash's page. */
async function paidAsGuest() {
  const { event, ticket } = await eventOnSale(context.database.db)
  const started = await startAsGuest(
    context.app,
    event.id,
    { Tickets: [{ TicketID: ticket.id, Quantity: 2 }], Language: 'bn' },
    { FirstName: 'রহিম' },
  )
  expect(started.statusCode, started.body).toBe(200)
  const bought = started.json() as Bought
  const [row] = await context.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
  await pay(context.app, row?.paymentId ?? '')
  return { bought, paymentID: row?.paymentId ?? '' }
}

const comeBack = (purchaseId: string, paymentID: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'POST',
    url: `/api/purchase/bkash/finalize/${purchaseId}`,
    headers,
    payload: { paymentID, status: 'success' },
  })

describe('coming back from bKash in another browser', () => {
  it('opens the tickets there once, in the language the buyer bought in', async () => {
    const { bought, paymentID } = await paidAsGuest()
    const stranger = await comeBack(bought.ID, paymentID)
    expect(stranger.statusCode, stranger.body).toBe(200)
    const answer = stranger.json()
    expect(answer).toMatchObject({ Status: 'paid', Language: 'bn' })
    expect(answer.Access).toEqual(expect.any(String))

    // The access opens the purchase, with the codes the door reads, without signing in.
    const view = await context.app.inject({ url: `/api/purchase/${bought.ID}?access=${answer.Access}` })
    expect(view.statusCode).toBe(200)
    expect(view.json().Items).toHaveLength(2)
    expect(view.json().Items[0].Code).toEqual(expect.any(String))

    // The same address from the history of a shared phone opens nothing more.
    const again = (await comeBack(bought.ID, paymentID)).json()
    expect(again.Access).toBeNull()
    expect(again.Items[0].Code ?? null).toBeNull()
  })

  it('gives nothing to a caller without the payment that bKash sent back', async () => {
    const { bought } = await paidAsGuest()
    const forged = await comeBack(bought.ID, 'TR0011someoneelse')
    expect(forged.json()).toMatchObject({ code: 'WRONG_PAYMENT' })
  })

  it('needs no access in the browser the buyer started in', async () => {
    const { bought, paymentID } = await paidAsGuest()
    const own = await comeBack(bought.ID, paymentID, {
      authorization: bought.authToken,
      'x-username': encodeURIComponent(bought.user.Username),
    })
    expect(own.json()).toMatchObject({ Status: 'paid', Access: null, Language: 'bn' })
    expect(own.json().Items[0].Code).toEqual(expect.any(String))
    // The one access is still there for the phone's other browser.
    expect((await comeBack(bought.ID, paymentID)).json().Access).toEqual(expect.any(String))
  })

  it('opens nothing by itself long after the payment', async () => {
    const { bought, paymentID } = await paidAsGuest()
    await comeBack(bought.ID, paymentID, {
      authorization: bought.authToken,
      'x-username': encodeURIComponent(bought.user.Username),
    })
    await context.database.db
      .update(purchases)
      .set({ paidAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(purchases.id, bought.ID))
    expect((await comeBack(bought.ID, paymentID)).json().Access).toBeNull()
  })

  raceIt('gives one access whatever the number of returns at once', async () => {
    const { bought, paymentID } = await paidAsGuest()
    const answers = await Promise.all(Array.from({ length: 12 }, () => comeBack(bought.ID, paymentID)))
    expect(answers.every((answer) => answer.json().Status === 'paid')).toBe(true)
    expect(answers.filter((answer) => answer.json().Access)).toHaveLength(1)
  })
})
