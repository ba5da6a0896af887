import { api } from './api-client.ts'
import { logout } from './session.ts'

/** Ends the session on the server too, then forgets it here and reloads; a failed call does not keep anyone signed in. */
export async function signOut() {
  try {
    await api.post('/auth/logout')
  } catch {
    // The token may already be revoked or the network down: signing out here matters more.
  }
  logout()
}
