import { deflateSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

// What the organizer journeys share: people signed up through the API, organizations, a real PNG.

export type Session = { authToken: string; user: { ID: string; Username: string } }

const PASSWORD = 'Secret123'
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Registers and logs in through the API, as the sign-in dialog would. */
export async function signUp(request: APIRequestContext, Username: string): Promise<Session> {
  const registered = await request.post('/api/auth/register', {
    data: {
      FirstName: 'Rahim',
      LastName: 'Uddin',
      Username,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Address: '',
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const login = await request.post('/api/auth/login', { data: { Username, Password: PASSWORD } })
  return (await login.json()) as Session
}

export const authHeaders = (session: Session) => ({
  Authorization: session.authToken,
  'X-Username': encodeURIComponent(session.user.Username),
})

/** Starts the page signed in, as a finished login leaves localStorage. */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript((stored) => {
    localStorage.setItem('user', JSON.stringify(stored.user))
    localStorage.setItem('authToken', stored.authToken)
  }, session)
}

export async function createOrganization(request: APIRequestContext, session: Session, Name: string) {
  const created = await request.post('/api/account', { headers: authHeaders(session), data: { Name } })
  expect(created.ok(), await created.text()).toBe(true)
  return (await created.json()) as { ID: string }
}

// A real 8×8 green PNG, so the media store's image checks and transformations run on it.
export function tinyPng() {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(8, 0)
  header.writeUInt32BE(8, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(8).fill([16, 160, 96]).flat())])
  const pixels = deflateSync(Buffer.concat(Array(8).fill(row)))
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function crc32(bytes: Buffer) {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

// The shell's notifications are left out: their close button has no name yet (lib/notify.ts).
export async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('.mantine-Notification-root').analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

type Fields = Record<string, unknown>
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/**
 * An organization of `owner` (with `account` fields, e.g. EnableCashSell), a public event in Dhaka some
 * days ahead, its tickets (each `{Section, Category, Price, Capacity}`), published. Made through the API.
 */
export async function publishedEvent(
  request: APIRequestContext,
  owner: Session,
  { account = {}, event = {}, tickets = [] }: { account?: Fields; event?: Fields; tickets?: Fields[] },
) {
  const headers = authHeaders(owner)
  const created = await request.post('/api/account', {
    headers,
    data: { Name: `Mela Hall ${unique()}`, ...account },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const accountId = ((await created.json()) as { ID: string }).ID
  const made = await request.post('/api/event', {
    headers,
    data: {
      AccountID: accountId,
      Title: 'Baul Night',
      Category: 'music',
      District: 'dhaka',
      Venue: 'Rabindra Sarobar',
      Online: false,
      StartsAt: inDays(5),
      EndsAt: inDays(5.2),
      Visibility: 'public',
      ...event,
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const eventId = ((await made.json()) as { ID: string }).ID
  const ticketIds: string[] = []
  for (const ticket of tickets) {
    const answer = await request.post('/api/ticket', { headers, data: { EventId: eventId, ...ticket } })
    expect(answer.ok(), await answer.text()).toBe(true)
    ticketIds.push(((await answer.json()) as { ID: string }).ID)
  }
  expect((await request.post(`/api/event/${eventId}/publish`, { headers })).ok()).toBe(true)
  return { accountId, eventId, ticketIds }
}
