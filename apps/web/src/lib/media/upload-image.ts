import type { MediaSignature } from '@mela/shared/media'
import { api } from '../api-client.ts'
import { toApiError } from '../api-error.ts'

/** The folders the API signs uploads for. */
export type MediaFolder = 'organizations' | 'events' | 'performers' | 'users'

export type UploadResult = { secure_url: string }

/** With `accountId`, the upload counts against that organization's quota as well as the user's. */
export const mediaSignature = (folder: MediaFolder, signal?: AbortSignal, accountId?: string) =>
  api.get<MediaSignature>('/media/signature', {
    query: accountId ? { folder, AccountID: accountId } : { folder },
    signal,
  })

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const secureUrlOf = (body: unknown) =>
  body && typeof body === 'object' && 'secure_url' in body && typeof body.secure_url === 'string'
    ? body.secure_url
    : undefined

// The image host answers `{ error: { message } }`; read as our own error shapes, product §8 applies.
const errorMessageOf = (body: unknown) =>
  (body as { error?: { message?: unknown } } | undefined)?.error?.message

/**
 * Posts the file to the signed upload endpoint (Cloudinary's, or the API's own copy of it,
 * apps/api/src/modules/media/local-upload.routes.ts). XMLHttpRequest rather than fetch: only it
 * reports upload progress. `onProgress` gets a fraction from 0 to 1.
 */
export function sendUpload(
  signature: MediaSignature,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', signature.UploadURL)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      const url = secureUrlOf(body)
      if (xhr.status >= 200 && xhr.status < 300 && url) return resolve({ secure_url: url })
      const message = errorMessageOf(body)
      const requestId = xhr.getResponseHeader('X-Request-ID') ?? ''
      reject(toApiError(xhr.status, typeof message === 'string' ? { message } : undefined, 'POST', requestId))
    }
    xhr.onerror = () => reject(toApiError(0, undefined, 'POST', ''))
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })

    const form = new FormData()
    form.append('public_id', signature.PublicID)
    form.append('folder', signature.Folder)
    form.append('api_key', signature.ApiKey)
    form.append('timestamp', String(signature.Timestamp))
    form.append('signature', signature.Signature)
    // Last, so the server checks the signature before it reads the file.
    form.append('file', file)
    xhr.send(form)
  })
}
