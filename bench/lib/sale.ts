import pg from 'pg'
import { callOk } from './http.ts'

/**
 * What every sale bench runs Mela with: no demo data, a per-event hold cap a buyer of four stays under, and
 * the one address the load comes from exempt from the per-address limits, so a bench measures the sale and
 * not the limiter.
 */
export const SALE_ENV = {
  SEED_DEMO: 'false',
  HOLD_CAP_PER_EVENT: '10',
  RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
}

export type Sale = { accountId: string; eventId: string; ticketId: string }

/**
 * An organization, an event a day ahead and one ticket type, made through the API as an organizer would;
 * published unless `publish` is false. `ticket` overrides the ticket's fields (its capacity above all).
 */
export async function setUpSale(
  url: string,
  headers: Record<string, string>,
  sale: {
    title: string
    organization?: string
    ticket?: Record<string, unknown>
    publish?: boolean
    /** A day from now unless given (the door opens 12 hours before). */
    startsAt?: Date
  },
): Promise<Sale> {
  const account = await callOk(
    `${url}/api/account`,
    'POST',
    { Name: sale.organization ?? `${sale.title} Hall` },
    headers,
  )
  const startsAt = sale.startsAt ?? new Date(Date.now() + 86_400_000)
  const event = await callOk(
    `${url}/api/event`,
    'POST',
    {
      AccountID: account.body.ID,
      Title: sale.title,
      Category: 'music',
      Venue: 'Hall',
      StartsAt: startsAt.toISOString(),
      EndsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    },
    headers,
  )
  const ticket = await callOk(
    `${url}/api/ticket`,
    'POST',
    {
      EventId: event.body.ID,
      Section: 'General',
      Category: 'Adult',
      Price: 500,
      Capacity: 100,
      LimitPerUser: 4,
      ...sale.ticket,
    },
    headers,
  )
  if (sale.publish !== false)
    await callOk(`${url}/api/event/${event.body.ID}/publish`, 'POST', undefined, headers)
  return { accountId: account.body.ID, eventId: event.body.ID, ticketId: ticket.body.ID }
}

/** Seats of a ticket sold or held right now, read from the database itself (the truth a bench checks). */
export async function seatsTaken(databaseUrl: string, ticketId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await client.query(
      `select count(*)::int as n from purchase_items i join purchases p on p.id = i.purchase_id
       where i.ticket_id = $1 and (p.status = 'paid' or (p.status = 'pending' and p.expires_at > now()))`,
      [ticketId],
    )
    return result.rows[0].n
  } finally {
    await client.end()
  }
}
