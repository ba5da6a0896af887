import type { AudienceStatus, CommunicationChannel } from '@mela/shared/communication'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchaseItems, purchases, unsubscribes, users } from '../../db/schema.ts'

export type Audience = {
  eventId: string
  accountId: string
  channel: CommunicationChannel
  ticketIds?: string[] | undefined
  statuses?: AudienceStatus[] | undefined
}

export type Recipient = { address: string; first_name: string | null; purchase_id: string }

// What an e-mail or SMS goes to: the address typed at checkout, else the buyer's account's. E-mail
// addresses compare in lower case, so one person is written to once and an unsubscribe always matches.
const addressOf = (channel: CommunicationChannel) =>
  channel === 'email'
    ? sql`lower(trim(coalesce(nullif(${purchases.buyer}->>'Email', ''), ${users.email})))`
    : sql`coalesce(nullif(${purchases.buyer}->>'Phone', ''), ${users.phone})`

// A purchase counts when one of its seats (not refunded, of a chosen ticket type) is in a chosen state.
function seatMatches(audience: Audience): SQL {
  const statuses = audience.statuses?.length ? audience.statuses : ['paid']
  const states = statuses.includes('paid')
    ? sql`true`
    : sql.join(
        statuses.map((status) =>
          status === 'checked-in'
            ? sql`${purchaseItems.checkedInAt} is not null`
            : sql`${purchaseItems.checkedInAt} is null`,
        ),
        sql` or `,
      )
  const tickets = audience.ticketIds?.length
    ? sql`and ${purchaseItems.ticketId} in (${sql.join(
        audience.ticketIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``
  return sql`exists (select 1 from ${purchaseItems} where ${purchaseItems.purchaseId} = ${purchases.id}
    and ${purchaseItems.refundedAt} is null ${tickets} and (${states}))`
}

/**
 * The recipients of a message as one query: each address once (with its newest paid purchase, for the ticket
 * link), minus those who unsubscribed from the organization. Used to count, to preview and to freeze the list.
 */
export function audienceQuery(audience: Audience): SQL {
  return sql`select distinct on (address) address, first_name, purchase_id from (
      select ${purchases.id} as purchase_id, ${purchases.createdAt} as created_at,
        ${addressOf(audience.channel)} as address,
        coalesce(nullif(${purchases.buyer}->>'FirstName', ''), ${users.firstName}) as first_name
      from ${purchases} join ${users} on ${users.id} = ${purchases.userId}
      where ${purchases.eventId} = ${audience.eventId} and ${purchases.status} = 'paid' and ${seatMatches(audience)}
    ) as matched
    where address is not null and address <> ''
      and not exists (select 1 from ${unsubscribes} where ${unsubscribes.accountId} = ${audience.accountId}
        and ${unsubscribes.address} = matched.address)
    order by address, created_at desc`
}

/** How many would get the message, the first of them for the preview, and the longest first name. */
export async function countAudience(db: Db, audience: Audience) {
  const query = audienceQuery(audience)
  const counted = (await db.execute(
    sql`select count(*)::int as n from (${query}) as audience`,
  )) as unknown as {
    rows: { n: number }[]
  }
  const first = (await db.execute(sql`${query} limit 1`)) as unknown as { rows: Recipient[] }
  // The longest first name makes the longest text message: what the cost preview counts.
  const longest = (await db.execute(
    sql`select first_name from (${query}) as audience order by length(first_name) desc nulls last limit 1`,
  )) as unknown as { rows: Pick<Recipient, 'first_name'>[] }
  return {
    count: counted.rows[0]?.n ?? 0,
    sample: first.rows[0],
    longestName: longest.rows[0]?.first_name ?? null,
  }
}
