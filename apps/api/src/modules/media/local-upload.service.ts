import { createHash, randomBytes } from 'node:crypto'
import { extname } from 'node:path'
import { cleanImage } from './image-cleaning.ts'
import type { MediaAccount } from './media-account.ts'
import { responseSignature, sameSignature, signUpload, stringToSign } from './media-signature.ts'
import { isSafePublicId, saveImage } from './media-store.ts'
import type { UploadForm } from './upload-form.ts'

/** An upload the local store refuses, answered as Cloudinary would: `{ error: { message } }`. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'UploadRefused'
  }
}

export type UploadStore = { dataDir: string; account: MediaAccount; maxBytes: number }

const HOUR = 60 * 60
// Browsers' clocks run a little fast or slow; a signature from far in the future is refused too.
const CLOCK_SKEW = 10 * 60

// Cloudinary's own wording: `2024-05-27 07:04:02 +0000`.
const reportedTime = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' +0000')

/** Refuses fields whose api key, signature or timestamp Cloudinary would refuse. */
export function checkSigned(account: MediaAccount, fields: Record<string, string>, nowSeconds: number) {
  const { api_key: apiKey, signature } = fields
  if (!apiKey) throw new UploadRefused(401, 'Must supply api_key')
  if (apiKey !== account.apiKey) throw new UploadRefused(401, `Unknown API key ${apiKey}`)
  if (!signature) throw new UploadRefused(400, 'Upload preset must be specified when using unsigned upload')
  if (!sameSignature(signature, signUpload(fields, account.apiSecret))) {
    throw new UploadRefused(
      401,
      `Invalid Signature ${signature}. String to sign - '${stringToSign(fields)}'.`,
    )
  }
  const timestamp = Number(fields.timestamp)
  if (!fields.timestamp || !Number.isInteger(timestamp)) {
    throw new UploadRefused(400, 'Missing required parameter - timestamp')
  }
  if (timestamp < nowSeconds - HOUR || timestamp > nowSeconds + CLOCK_SKEW) {
    const reported = Number.isFinite(timestamp) ? reportedTime(timestamp) : fields.timestamp
    throw new UploadRefused(400, `Stale request - reported time is ${reported} which is more than 1 hour ago`)
  }
}

// As Cloudinary: the folder prefixes the public id, and a missing public id is made up.
function publicIdOf(fields: Record<string, string>): string {
  const folder = (fields.folder ?? '').replace(/^\/+|\/+$/g, '')
  const name = fields.public_id || randomBytes(10).toString('hex')
  return folder ? `${folder}/${name}` : name
}

/**
 * Checks a signed upload as Cloudinary does (api key, signature, age, size, real image bytes), then
 * stores a cleaned copy and answers Cloudinary's upload fields.
 */
export async function acceptUpload(store: UploadStore, form: UploadForm, { now }: { now: Date }) {
  const { account, maxBytes } = store
  const nowSeconds = Math.floor(now.getTime() / 1000)
  checkSigned(account, form.fields, nowSeconds)
  const { file } = form
  if (!file) throw new UploadRefused(400, 'Missing required parameter - file')
  if (file.bytes > maxBytes) {
    throw new UploadRefused(413, `File size too large. Got ${file.bytes}. Maximum is ${maxBytes}.`)
  }
  const publicId = publicIdOf(form.fields)
  if (!isSafePublicId(publicId)) throw new UploadRefused(400, `Invalid public_id ${publicId}`)
  const image = await cleanImage(file.data)
  if (!image) throw new UploadRefused(400, 'Invalid image file')

  await saveImage(store.dataDir, publicId, image.format, image.data)
  const version = nowSeconds
  const url = `${account.deliveryBase}/${account.cloudName}/image/upload/v${version}/${publicId}.${image.format}`
  return {
    public_id: publicId,
    version,
    signature: responseSignature(publicId, version, account.apiSecret),
    width: image.width,
    height: image.height,
    format: image.format,
    resource_type: 'image',
    created_at: new Date(version * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    tags: [],
    bytes: image.data.length,
    type: 'upload',
    etag: createHash('md5').update(image.data).digest('hex'),
    placeholder: false,
    url,
    secure_url: url,
    original_filename: file.filename.slice(0, file.filename.length - extname(file.filename).length) || 'file',
  }
}
