import { createHash, timingSafeEqual } from 'node:crypto'

export type SignatureAlgorithm = 'md5' | 'sha256'

const hex = (algorithm: SignatureAlgorithm, text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex')

/**
 * SSLCommerz's verify_sign (md5) or verify_sign_sha2 (sha256) of a posted field set (as SSLCommerz's official libraries compute it):
 * the fields verify_key lists, as received, plus store_passwd = hash(password), sorted by key, joined
 * k=v&…, hashed. A listed key that is missing is left out here; verifySslcommerzSignature refuses it.
 */
export function signSslcommerz(
  fields: Record<string, string>,
  storePassword: string,
  algorithm: SignatureAlgorithm,
): string {
  const picked: Record<string, string> = {}
  for (const key of (fields.verify_key ?? '').split(',')) {
    const value = fields[key]
    if (key !== '' && typeof value === 'string') picked[key] = value
  }
  picked.store_passwd = hex(algorithm, storePassword)
  // Byte order, as PHP's ksort: every key SSLCommerz signs is lower-case ASCII with underscores.
  const keys = Object.keys(picked).sort()
  return hex(algorithm, keys.map((key) => `${key}=${picked[key]}`).join('&'))
}

function sameHex(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * True only when the POST carries verify_key, every key it lists, and a verify_sign (and verify_sha2,
 * when sent) made with this store password. A forged or altered IPN or return fails here; a genuine one
 * still has to be validated with the gateway before anything is paid.
 */
export function verifySslcommerzSignature(fields: Record<string, string>, storePassword: string): boolean {
  const listed = fields.verify_key
  if (typeof listed !== 'string' || listed === '') return false
  for (const key of listed.split(',')) if (typeof fields[key] !== 'string') return false
  if (!sameHex(signSslcommerz(fields, storePassword, 'md5'), fields.verify_sign)) return false
  const sha2 = fields.verify_sign_sha2
  return sha2 === undefined || sameHex(signSslcommerz(fields, storePassword, 'sha256'), sha2)
}
