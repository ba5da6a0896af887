import pg from 'pg'
import { sleep } from './queue-crowd.ts'
import type { Traffic } from './soak-traffic.ts'

/** A bulk message the organizer sent mid-soak: what to find in the outbox afterwards. */
export type BulkMessage = { id: string; channel: 'email' | 'sms'; marker: string; sentAt: number }

/**
 * The organizer sends a bulk message to the event's buyers (POST /communication), as the organizer page does.
 * An answer lost to a fault is not sent again blindly (that would be a second message): the organizer looks
 * at the event's messages first, and sends again only when theirs is not there.
 */
export async function sendBulkMessage(
  traffic: Traffic,
  organizer: Record<string, string>,
  eventId: string,
  channel: 'email' | 'sms',
  began: number,
): Promise<BulkMessage | undefined> {
  const marker = `soak-${channel}-${Date.now().toString(36)}`
  const body = {
    EventID: eventId,
    Channel: channel,
    Subject: channel === 'email' ? `Doors open at 7 pm (${marker})` : undefined,
    Body: `{FirstName}, doors open at 7 pm. ${marker}`,
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = attempt > 0 ? await findSent(traffic, organizer, eventId, marker) : undefined
    const id =
      found ??
      (await traffic.request(`bulk ${channel}`, '/api/communication', { body, headers: organizer })).body?.ID
    if (id) return { id, channel, marker, sentAt: Math.round((Date.now() - began) / 1000) }
    await sleep(1000)
  }
  return undefined
}

async function findSent(
  traffic: Traffic,
  organizer: Record<string, string>,
  eventId: string,
  marker: string,
) {
  const list = await traffic.request('bulk list', `/api/communication?EventID=${eventId}`, {
    headers: organizer,
  })
  if (list.status !== 200) return undefined
  const items = (list.body?.Items ?? []) as { ID: string; Body: string }[]
  return items.find((message) => message.Body.includes(marker))?.ID
}

/** Waits (up to `waitMs`) until the message's progress says done, as the organizer's page shows it. */
export async function waitUntilSent(
  traffic: Traffic,
  organizer: Record<string, string>,
  message: BulkMessage,
  waitMs: number,
) {
  const until = Date.now() + waitMs
  for (;;) {
    const answer = await traffic.request('bulk progress', `/api/communication/${message.id}`, {
      headers: organizer,
    })
    const done = answer.body?.Status === 'done' || answer.body?.Status === 'failed'
    if (done || Date.now() > until) return answer.body as { Status: string; Recipients: number; Sent: number }
    await sleep(1000)
  }
}

/**
 * What the outbox says of a bulk message: each recipient's messages carrying its marker. A recipient with
 * two is a buyer who got it twice under different delivery keys, so different Message-IDs (a retry under
 * the same key keeps its Message-ID, and the outbox keeps one row a key).
 */
export async function bulkMessageCheck(databaseUrl: string, message: BulkMessage) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select r.address, r.status, (select count(*)::int from outbox o where o.channel = $2 and o.to = r.address
         and (o.body like '%' || $3 || '%' or o.subject like '%' || $3 || '%')) as got
       from communication_recipients r where r.communication_id = $1`,
      [message.id, message.channel, message.marker],
    )
    return {
      recipients: rows.length,
      'got it once': rows.filter((row) => row.got === 1).length,
      'got it twice or more': rows.filter((row) => row.got > 1).length,
      'never got it': rows.filter((row) => row.got === 0).length,
    }
  } finally {
    await client.end()
  }
}
