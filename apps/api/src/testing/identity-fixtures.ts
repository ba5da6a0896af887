import { randomBytes } from 'node:crypto'
import type { LoginAnswer, User } from '@mela/shared/identity'
import { type App, jobHandlersOf } from '../app.ts'
import { runDueJobs } from '../modules/jobs/job-queue.ts'

export const PASSWORD = 'Dhaka2026x'

/** A made-up client address, so tests that are not about rate limits never share a limit. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

/** A unique, valid username for one test. */
export const uniqueName = (stem = 'user') => `${stem}${randomBytes(4).toString('hex')}`

/** Registers a password account through the API and answers the created user. */
export async function register(app: App, fields: Record<string, unknown> = {}): Promise<User> {
  const username = uniqueName()
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: randomIp(),
    payload: {
      FirstName: 'Nusrat',
      LastName: 'Jahan',
      Username: username,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      ...fields,
    },
  })
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`)
  return response.json()
}

export async function login(app: App, username: string, password = PASSWORD): Promise<LoginAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomIp(),
    payload: { Username: username, Password: password },
  })
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`)
  return response.json()
}

/** A registered and signed-in user with the headers the web app sends. */
export async function signedInUser(app: App, fields: Record<string, unknown> = {}) {
  const user = await register(app, fields)
  const answer = await login(app, user.Username)
  return { user, token: answer.authToken, headers: authHeaders(answer) }
}

export const authHeaders = (answer: { authToken: string; user: { Username: string } }) => ({
  authorization: answer.authToken,
  'x-username': encodeURIComponent(answer.user.Username),
})

/** Runs every due job now (so queued mail and SMS are delivered), as the background worker would. */
export async function deliverMessages(app: App) {
  while ((await runDueJobs(app.database.db, jobHandlersOf(app))) > 0) {}
}

/** The newest outbox message to an address or phone. */
export async function lastMessageTo(app: App, to: string) {
  const response = await app.inject({ url: '/dev/outbox.json' })
  const messages = response.json() as { to: string; body: string; subject: string | null }[]
  return messages.find((message) => message.to === to)
}

/** The `token` query parameter of the first link in a text. */
export function tokenFromLink(text: string): string {
  const match = text.match(/[?&]token=([^\s&]+)/)
  if (!match?.[1]) throw new Error(`No token link in: ${text}`)
  return decodeURIComponent(match[1])
}
