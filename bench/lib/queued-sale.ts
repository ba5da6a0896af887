import pg from 'pg'
import { callOk, signUpOrganizer } from './http.ts'
import { setUpSale } from './sale.ts'

/** Tries again while the database server is full (other work shares it). */
export async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await work()
    } catch (error) {
      if (tries >= 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/** A client of the bench's database. */
function connected(databaseUrl: string | undefined) {
  return retried(async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    client.on('error', () => {})
    await client.connect()
    return client
  })
}

/**
 * A published event with one ticket of `seats` seats and its queue on, opening `leadSeconds` from now and
 * letting `admitPerMinute` in per minute.
 */
export async function setUpQueuedSale(
  url: string,
  { seats, leadSeconds, admitPerMinute }: { seats: number; leadSeconds: number; admitPerMinute: number },
) {
  const { headers } = await signUpOrganizer(url, 'onsaleorganizer')
  const { eventId, ticketId } = await setUpSale(url, headers, {
    title: 'On-sale day',
    organization: 'Army Stadium',
    ticket: { Capacity: seats },
  })
  const opensAt = new Date(Date.now() + leadSeconds * 1000)
  await callOk(
    `${url}/api/event/${eventId}/attendee-policy`,
    'PUT',
    {
      WaitlistEnabled: true,
      TransfersEnabled: true,
      Queue: {
        Enabled: true,
        OpensAt: opensAt.toISOString(),
        AdmitPerMinute: admitPerMinute,
        AdmitMinutes: 10,
      },
    },
    headers,
  )
  return { eventId, ticketId, opensAt }
}

/** Each place's position, read from the database (the API answers places counted from the front). */
export async function readPlaces(databaseUrl: string | undefined, eventId: string) {
  const client = await connected(databaseUrl)
  const { rows } = await client.query<{ id: string; position: number }>(
    'select id, position from queue_places where event_id = $1',
    [eventId],
  )
  await client.end()
  return new Map(rows.map((row) => [row.id, row.position]))
}
