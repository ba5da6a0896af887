import { loadScript } from './load-script.ts'

const GIS_SRC = 'https://accounts.google.com/gsi/client'

/** The part of Google Identity Services (window.google.accounts.id) the sign-in button uses. */
export type GoogleAccountsId = {
  initialize(config: {
    client_id: string
    callback: (response: { credential: string }) => void
    ux_mode?: 'popup' | 'redirect'
  }): void
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } }
  }
}

// GIS wants one initialize per page; the button mounted last receives the credential.
let receiver: (credential: string) => void = () => {}
let initializedFor: string | null = null

/** Loads GIS once (only when a client id is configured) and routes its credentials to `onCredential`. */
export async function loadGoogleIdentity(
  clientId: string,
  onCredential: (credential: string) => void,
): Promise<GoogleAccountsId> {
  receiver = onCredential
  await loadScript(GIS_SRC)
  const accountsId = window.google?.accounts.id
  if (!accountsId) throw new Error('Google Identity Services did not start')
  if (initializedFor !== clientId) {
    accountsId.initialize({
      client_id: clientId,
      callback: ({ credential }) => receiver(credential),
      ux_mode: 'popup',
    })
    initializedFor = clientId
  }
  return accountsId
}
