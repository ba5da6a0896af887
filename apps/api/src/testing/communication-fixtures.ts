import { eq } from 'drizzle-orm'
import type { App } from '../app.ts'
import type { Db } from '../db/database.ts'
import { accounts, purchaseItems, purchases, users } from '../db/schema.ts'
import { createTicket, organizerWithEvent } from './catalog-fixtures.ts'
import { uniqueName } from './identity-fixtures.ts'

type Buyer = { FirstName?: string; Email?: string; Phone?: string }

/**
 * Paid purchases of one seat each of a ticket, straight in the database, bought by guests with these details
 * (checkedIn: the seat is already inside). Answers the purchases in order.
 */
export async function paidBuyers(
  db: Db,
  eventId: string,
  ticketId: string,
  list: Buyer[],
  options: { checkedIn?: boolean; status?: 'paid' | 'pending' } = {},
) {
  if (list.length === 0) return []
  const made = await db
    .insert(users)
    .values(
      list.map((buyer) => ({
        username: uniqueName('guest'),
        firstName: buyer.FirstName ?? 'Guest',
        kind: 'guest' as const,
      })),
    )
    .returning({ id: users.id })
  const now = new Date()
  const bought = await db
    .insert(purchases)
    .values(
      list.map((buyer, index) => ({
        eventId,
        userId: made[index]?.id as string,
        status: options.status ?? 'paid',
        paymentMethod: 'free' as const,
        subtotal: 0,
        total: 0,
        buyer: { FirstName: 'Guest', ...buyer },
        expiresAt: now,
        paidAt: options.status === 'pending' ? null : now,
      })),
    )
    .returning()
  await db.insert(purchaseItems).values(
    bought.map((purchase) => ({
      purchaseId: purchase.id,
      ticketId,
      price: 0,
      checkedInAt: options.checkedIn ? now : null,
    })),
  )
  return bought
}

/** `n` buyers with addresses buyer0@…, buyer1@… under a tag, so that tests never share an address. */
export const numberedBuyers = (n: number, tag = uniqueName('b')) =>
  Array.from({ length: n }, (_, i) => ({ FirstName: `Buyer${i}`, Email: `${tag}.${i}@example.com` }))

export const verifyOrganization = (db: Db, accountId: string) =>
  db.update(accounts).set({ verified: true }).where(eq(accounts.id, accountId))

/** An owner's event with two ticket types: two buyers of Gallery (one twice), one of Balcony, one unpaid. */
export async function eventWithBuyers(app: App) {
  const db = () => app.database.db
  const { owner, account, event } = await organizerWithEvent(app)
  const gallery = await createTicket(app, owner, event.id, { Price: 0 })
  const balcony = await createTicket(app, owner, event.id, { Price: 0, Section: 'Balcony' })
  const tag = `t${Math.random().toString(36).slice(2, 8)}`
  await paidBuyers(db(), event.id, gallery.ID, [
    { FirstName: 'Rina', Email: `rina.${tag}@example.com`, Phone: '+8801711000001' },
    { FirstName: 'Karim', Email: `karim.${tag}@example.com`, Phone: '+8801711000002' },
    // Rina again, typed in capitals: one person, written to once.
    { FirstName: 'Rina', Email: `RINA.${tag}@example.com` },
  ])
  await paidBuyers(db(), event.id, balcony.ID, [{ FirstName: 'Mina', Email: `mina.${tag}@example.com` }], {
    checkedIn: true,
  })
  await paidBuyers(db(), event.id, gallery.ID, [{ FirstName: 'Late', Email: `late.${tag}@example.com` }], {
    status: 'pending',
  })
  return { owner, account, event, gallery, balcony, tag }
}

export const email = (eventId: string, fields: Record<string, unknown> = {}) => ({
  EventID: eventId,
  Channel: 'email',
  Subject: 'Doors open at {EventTitle}',
  Body: 'Hello {FirstName}, doors open at 6 pm. Your tickets: {TicketLink}',
  ...fields,
})
