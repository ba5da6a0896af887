import { createHash, timingSafeEqual } from 'node:crypto'

export type UploadParams = Record<string, string | number | string[] | undefined>

// Cloudinary never signs these: they name the endpoint or the signer, or are the payload itself.
const UNSIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature'])

/** Cloudinary's string to sign: signed params without empty values, sorted, `k=v` joined by `&`. */
export function stringToSign(params: UploadParams): string {
  return Object.entries(params)
    .filter(([key]) => !UNSIGNED.has(key))
    .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value] as const)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value).replaceAll('&', '%26')}`)
    .join('&')
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

/** Hex SHA-1 of the string to sign with the api secret appended, as Cloudinary signs an upload. */
export function signUpload(params: UploadParams, apiSecret: string): string {
  return sha1(stringToSign(params) + apiSecret)
}

/** The `signature` an upload response carries, so a client can prove the answer came from the host. */
export function responseSignature(publicId: string, version: number, apiSecret: string): string {
  return sha1(`public_id=${publicId}&version=${version}${apiSecret}`)
}

/** Compares two hex signatures in constant time. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase())
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
