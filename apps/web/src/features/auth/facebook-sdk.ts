import { loadScript } from './load-script.ts'

const SDK_SRC = 'https://connect.facebook.net/en_US/sdk.js'
const GRAPH_VERSION = 'v20.0'

type LoginResponse = { status: string; authResponse?: { accessToken: string } | null }

/** The part of the Facebook JS SDK (window.FB) the sign-in button uses. */
export type FacebookSdk = {
  init(options: { appId: string; cookie: boolean; xfbml: boolean; version: string }): void
  login(callback: (response: LoginResponse) => void, options: { scope: string }): void
}

declare global {
  interface Window {
    FB?: FacebookSdk
    fbAsyncInit?: () => void
  }
}

let ready: Promise<FacebookSdk> | null = null

/** Loads and initialises the SDK once (only when an app id is configured). */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  ready ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      const sdk = window.FB
      if (!sdk) return reject(new Error('The Facebook SDK did not start'))
      sdk.init({ appId, cookie: false, xfbml: false, version: GRAPH_VERSION })
      resolve(sdk)
    }
    loadScript(SDK_SRC).catch((error: unknown) => {
      ready = null
      reject(error)
    })
  })
  return ready
}

/**
 * Opens Facebook's login popup: the access token, or null when the person cancels. Call it straight
 * from a click, or the browser blocks the popup. The API reads the profile (e-mail included) itself.
 */
export function facebookLogin(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), {
      scope: 'public_profile,email',
    })
  })
}
