import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { afterAll } from 'vitest'
import type { App } from '../app.ts'
import { users } from '../db/schema.ts'
import { startFakeFacebookGraph } from './fake-facebook-graph.ts'
import { startFakeGoogle } from './fake-google.ts'

/**
 * Fake Google and Facebook Graph for the calling test file, closed after its tests. Start them before the
 * app is built, so its settings can point at them.
 */
export async function startSocialFakes() {
  const google = await startFakeGoogle()
  const graph = await startFakeFacebookGraph()
  afterAll(async () => {
    await google.close()
    await graph.close()
  })
  return { google, graph }
}

// Each call comes from its own address, so the per-address limit of social sign-in never interferes.
let visitor = 0
export const postFromNewAddress = (app: App, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}`,
  })

/** Who the session `authToken` signs in, as `/api/user/me` answers. */
export const currentUser = (app: App, authToken: string) =>
  app.inject({ url: '/api/user/me', headers: { authorization: authToken } })

export async function userRow(app: App, id: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, id))
  return row
}

/** Karim's password account under `username` and `email`, registered through the API: its ID. */
export async function registerWithPassword(app: App, username: string, email: string) {
  const response = await postFromNewAddress(app, '/api/auth/register', {
    FirstName: 'Karim',
    Username: username,
    Email: email,
    Password: 'Secret123',
    ConfirmPassword: 'Secret123',
  })
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`)
  return response.json().ID as string
}

export const googleRefused = { code: 'GOOGLE_SIGN_IN_FAILED', message: ERROR_TEXTS.GOOGLE_SIGN_IN_FAILED }
export const facebookRefused = {
  code: 'FACEBOOK_SIGN_IN_FAILED',
  message: ERROR_TEXTS.FACEBOOK_SIGN_IN_FAILED,
}
