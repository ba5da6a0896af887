import { verifyAsync } from '@noble/ed25519'

/**
 * A ticket's code, `M1.<item>.<event>.<signature>` (base64url), checked in the browser with the
 * platform's public key, as the API's ticket-code.ts checks it: a door device needs no network.
 */
export type ReadCode = { itemId: string; eventId: string; code: string }

const PREFIX = 'M1'
const B64URL = /^[A-Za-z0-9_-]+$/

export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!B64URL.test(text) || text.length % 4 === 1) return undefined
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** Only the canonical spelling names a value (spare bits of the last character must be zero), as the API insists. */
const canonical = (text: string) => {
  const bytes = fromBase64Url(text)
  return bytes && toBase64Url(bytes) === text ? bytes : undefined
}

const uuidOf = (bytes: Uint8Array) => {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The code in what a camera or a keyboard gave: the ticket's QR holds the verify page's address
 * with the code as `code`; a pasted code is taken as it is.
 */
export function codeOfScan(text: string): string {
  const trimmed = text.trim()
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).searchParams.get('code')?.trim() ?? ''
    } catch {
      return ''
    }
  }
  return trimmed
}

type Parts = { itemBytes: Uint8Array; eventBytes: Uint8Array; signature: Uint8Array }

function partsOf(code: string): Parts | undefined {
  const [prefix, item, event, signature, ...rest] = code.split('.')
  if (prefix !== PREFIX || !item || !event || !signature || rest.length > 0) return undefined
  const itemBytes = canonical(item)
  const eventBytes = canonical(event)
  const signatureBytes = canonical(signature)
  if (itemBytes?.length !== 16 || eventBytes?.length !== 16 || signatureBytes?.length !== 64) return undefined
  return { itemBytes, eventBytes, signature: signatureBytes }
}

const keys = new Map<string, Promise<CryptoKey | undefined>>()

/** The key in WebCrypto, or undefined where the browser has no Ed25519 (then noble checks). */
function webCryptoKey(raw: Uint8Array, publicKey: string) {
  let key = keys.get(publicKey)
  if (!key) {
    key = crypto.subtle
      .importKey('raw', raw as BufferSource, { name: 'Ed25519' }, false, ['verify'])
      .catch(() => undefined)
    keys.set(publicKey, key)
  }
  return key
}

async function signatureHolds(parts: Parts, publicKey: string): Promise<boolean> {
  const raw = fromBase64Url(publicKey)
  if (raw?.length !== 32) return false
  const message = new Uint8Array(32)
  message.set(parts.itemBytes, 0)
  message.set(parts.eventBytes, 16)
  const key = await webCryptoKey(raw, publicKey)
  try {
    if (key)
      return await crypto.subtle.verify({ name: 'Ed25519' }, key, parts.signature as BufferSource, message)
    return await verifyAsync(parts.signature, message, raw)
  } catch {
    return false
  }
}

/** The seat and event a code names when the platform signed it; undefined for anything else. */
export async function readTicketCode(text: string, publicKey: string): Promise<ReadCode | undefined> {
  const code = codeOfScan(text)
  const parts = partsOf(code)
  if (!parts || !(await signatureHolds(parts, publicKey))) return undefined
  return { itemId: uuidOf(parts.itemBytes), eventId: uuidOf(parts.eventBytes), code }
}
