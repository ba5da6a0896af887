import type { Db } from '../../db/database.ts'
import { isUuid } from '../../lib/ids.ts'
import { isSignatureOf, signatureOf } from '../../lib/secrets.ts'

// One platform secret signs both a place's token and a pass; each payload starts with what it is, so a
// token can never be read as a pass.
const KEY_NAME = 'queue-key'

const placePayload = (eventId: string, placeId: string) => `queue-place\n${eventId}\n${placeId}`
const passPayload = (eventId: string, placeId: string, expires: number) =>
  `queue-pass\n${eventId}\n${placeId}\n${expires}`

/** A place's token: its ID and a signature over the event and the ID. Nothing is stored; a guess needs the key. */
export async function placeToken(db: Db, eventId: string, placeId: string) {
  return `${placeId}.${await signatureOf(db, KEY_NAME, placePayload(eventId, placeId))}`
}

/** The place a genuine token of this event names, or undefined. */
export async function readPlaceToken(db: Db, eventId: string, token: string) {
  const [placeId, signature, extra] = token.split('.')
  if (!placeId || !signature || extra !== undefined || !isUuid(placeId)) return undefined
  return (await isSignatureOf(db, KEY_NAME, placePayload(eventId, placeId), signature)) ? placeId : undefined
}

/** An admitted buyer's pass (`X-Queue-Pass`): `Q1.<event>.<place>.<expires, unix seconds>.<signature>`. */
export async function admissionPass(db: Db, eventId: string, placeId: string, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const signature = await signatureOf(db, KEY_NAME, passPayload(eventId, placeId, expires))
  return `Q1.${eventId}.${placeId}.${expires}.${signature}`
}

/** The place a genuine, unexpired pass for this event names, or undefined (whether it was used is the caller's look). */
export async function readAdmissionPass(db: Db, eventId: string, pass: string, now: Date) {
  const [version, passEvent, placeId, expiresText, signature, extra] = pass.split('.')
  if (version !== 'Q1' || passEvent !== eventId || !placeId || !isUuid(placeId) || extra !== undefined)
    return undefined
  const expires = Number(expiresText)
  if (!signature || !/^\d{1,12}$/.test(expiresText ?? '') || expires * 1000 <= now.getTime()) return undefined
  const genuine = await isSignatureOf(db, KEY_NAME, passPayload(eventId, placeId, expires), signature)
  return genuine ? placeId : undefined
}
