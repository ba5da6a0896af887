import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { platformSecrets } from '../db/schema.ts'

// Ed25519 rather than HMAC: a door device needs only the public key to check codes offline, and a
// stolen scanner cannot mint tickets. A code is `M1.<item>.<event>.<signature>`, all base64url.
const PREFIX = 'M1'
const KEY_NAME = 'ticket-signing-key'

type Keys = { privateKey: KeyObject; publicKey: KeyObject }
const cache = new WeakMap<Db, Keys>()

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex')
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The platform's ticket key pair, made on first use and shared by every instance through the database. */
export async function ticketKeys(db: Db): Promise<Keys> {
  const known = cache.get(db)
  if (known) return known
  const fresh = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  await db.insert(platformSecrets).values({ name: KEY_NAME, value: fresh }).onConflictDoNothing()
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, KEY_NAME))
  if (!row) throw new Error('Ticket signing key is missing')
  const privateKey = createPrivateKey(row.value)
  const keys = { privateKey, publicKey: createPublicKey(privateKey) }
  cache.set(db, keys)
  return keys
}

/** The QR payload of a seat: unguessable, and checkable without the database. */
export async function ticketCode(db: Db, itemId: string, eventId: string): Promise<string> {
  const { privateKey } = await ticketKeys(db)
  const payload = Buffer.concat([uuidBytes(itemId), uuidBytes(eventId)])
  const signature = sign(null, payload, privateKey)
  return [
    PREFIX,
    uuidBytes(itemId).toString('base64url'),
    uuidBytes(eventId).toString('base64url'),
    signature.toString('base64url'),
  ].join('.')
}

/** The item and event a code names when its signature is ours; undefined for anything else. */
export function readTicketCode(
  code: string,
  publicKey: KeyObject,
): { itemId: string; eventId: string } | undefined {
  const [prefix, item, event, signature, ...rest] = code.trim().split('.')
  if (prefix !== PREFIX || !item || !event || !signature || rest.length > 0) return undefined
  const itemBytes = canonicalBytes(item)
  const eventBytes = canonicalBytes(event)
  const signatureBytes = canonicalBytes(signature)
  if (itemBytes?.length !== 16 || eventBytes?.length !== 16 || !signatureBytes) return undefined
  const valid = verify(null, Buffer.concat([itemBytes, eventBytes]), publicKey, signatureBytes)
  return valid ? { itemId: uuidOf(itemBytes), eventId: uuidOf(eventBytes) } : undefined
}

/**
 * Node decodes base64url leniently (spare bits of the last character are ignored), so two strings
 * could name one signature; only the canonical spelling of a code is accepted.
 */
function canonicalBytes(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url')
  return bytes.toString('base64url') === text ? bytes : undefined
}
