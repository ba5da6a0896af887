import type { Purchase } from '@mela/shared/purchase'
import { eq } from 'drizzle-orm'
import type { App } from '../app.ts'
import { events, purchases, tickets } from '../db/schema.ts'
import { pay } from './bkash-fixtures.ts'
import { authHeaders, signedInUser } from './identity-fixtures.ts'
import { createOrganization, type Person } from './organization-fixtures.ts'

const HOUR = 60 * 60 * 1000

/** An owner signed in, their organization with a bank account, and a published event selling one ticket. */
export async function sellingOrganization(app: App, price = 50000, capacity = 100) {
  const owner = await signedInUser(app, { Email: `owner${Date.now()}${Math.random()}@example.com` })
  const account = await createOrganization(app, owner)
  const db = app.database.db
  const [event] = await db
    .insert(events)
    .values({
      accountId: account.ID,
      title: 'Baul Night',
      category: 'music',
      venue: 'Hall',
      startsAt: new Date(Date.now() + 24 * HOUR),
      endsAt: new Date(Date.now() + 27 * HOUR),
      publishedAt: new Date(),
    })
    .returning()
  if (!event) throw new Error('no event')
  const [ticket] = await db
    .insert(tickets)
    .values({ eventId: event.id, section: 'General', category: 'Adult', price, capacity })
    .returning()
  if (!ticket) throw new Error('no ticket')
  const bank = await addBankAccount(app, owner, account.ID)
  return { owner, account, event, ticket, bank }
}

export async function addBankAccount(app: App, owner: Person, accountId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bank',
    headers: owner.headers,
    payload: {
      AccountID: accountId,
      BankName: 'BRAC Bank',
      BranchName: 'Gulshan',
      AccountName: 'Dhaka Live',
      AccountNumber: '1501204455667788',
    },
  })
  if (response.statusCode !== 200) throw new Error(`bank account failed: ${response.body}`)
  return response.json() as { ID: string }
}

let phones = 0
// A phone of its own per purchase: a phone already holding seats would be asked for its SMS code.
const freshPhone = () => `0181${String(3_000_000 + phones++ + Math.floor(Math.random() * 900_000)).slice(-7)}`

/** A buyer pays `quantity` seats with bKash through the sandbox: the paid purchase as the buyer sees it. */
export async function buyOnline(
  app: App,
  eventId: string,
  ticketId: string,
  quantity = 1,
): Promise<Purchase> {
  return (await buyOnlineAs(app, eventId, ticketId, quantity)).purchase
}

/** As buyOnline, with the (guest) buyer's headers, to act as them afterwards. */
export const buyOnlineAs = (app: App, eventId: string, ticketId: string, quantity = 1) =>
  buyChoiceOnlineAs(app, eventId, { Tickets: [{ TicketID: ticketId, Quantity: quantity }] })

/**
 * A guest starts a bKash purchase of any choice (reserved seats, bundles …), from a phone of their own: a phone
 * already holding seats would be asked for its SMS code. The answer as the API gives it, held or refused.
 */
export const startAsGuest = (
  app: App,
  eventId: string,
  choice: Record<string, unknown>,
  buyer: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase',
    payload: {
      EventID: eventId,
      PaymentMethod: 'bkash',
      Buyer: { FirstName: 'Rahim', Phone: freshPhone(), Email: 'rahim@example.com', ...buyer },
      ...choice,
    },
  })

/** As buyOnlineAs, for any choice: reserved seats (`Seats`, `BestAvailable`), bundles … */
export async function buyChoiceOnlineAs(app: App, eventId: string, choice: Record<string, unknown>) {
  const started = await startAsGuest(app, eventId, choice)
  if (started.statusCode !== 200) throw new Error(`purchase failed: ${started.body}`)
  const bought = started.json() as { ID: string; authToken: string; user: { Username: string } }
  const [row] = await app.database.db.select().from(purchases).where(eq(purchases.id, bought.ID))
  if (!row?.paymentId) throw new Error('no payment')
  await pay(app, row.paymentId)
  const settled = await app.inject({
    method: 'POST',
    url: `/api/purchase/bkash/finalize/${bought.ID}`,
    headers: authHeaders(bought),
    payload: { paymentID: row.paymentId, status: 'success' },
  })
  const purchase = settled.json() as Purchase
  if (purchase.Status !== 'paid') throw new Error(`not paid: ${settled.body}`)
  return { purchase, headers: authHeaders(bought) }
}
