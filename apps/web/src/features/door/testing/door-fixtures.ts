import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import type { StoredSeat } from '../door-records.ts'

// What the door's tests share: a seat of the list and ticket codes signed as the API signs them.

export const ITEM = '0b5f6a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b'
export const EVENT = '9e8d7c6b-5a49-4837-a261-504f3e2d1c0b'
export const bytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex')

/** A ticket key pair: the private half signs codes, `raw` is the public key the door list carries. */
export function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  return { privateKey, raw: publicKey.export({ format: 'jwk' }).x as string }
}

/** A ticket's QR code, made exactly as the API's ticket-code.ts makes it. */
export function codeOf(privateKey: KeyObject, item = ITEM, event = EVENT) {
  const signature = sign(null, Buffer.concat([bytes(item), bytes(event)]), privateKey)
  return [
    'M1',
    bytes(item).toString('base64url'),
    bytes(event).toString('base64url'),
    signature.toString('base64url'),
  ].join('.')
}

/** A valid seat of the door list, not yet let in. */
export const seat = (fields: Partial<StoredSeat>): StoredSeat => ({
  ID: crypto.randomUUID(),
  EventID: 'event',
  ShortCode: 'K7QM4XPD',
  Name: 'Rahima',
  PhoneEnd: '222',
  Section: 'General',
  Category: 'Adult',
  Status: 'valid',
  CheckedInAt: null,
  CheckedInBy: null,
  ...fields,
})
