import sharp from 'sharp'
import type { App } from '../app.ts'
import { platformSecret } from '../lib/secrets.ts'
import { signUpload } from '../modules/media/media-signature.ts'
import { signedInUser } from './identity-fixtures.ts'

export type UploadFile = { data: Buffer | string; name: string; type: string }

function appendFile(form: FormData, file: UploadFile) {
  const bytes = typeof file.data === 'string' ? file.data : new Uint8Array(file.data)
  form.append('file', new Blob([bytes], { type: file.type }), file.name)
}

/** A real picture made at test time, so no binary file lives in the repository. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .toFormat(format)
    .toBuffer()

/** A multipart body as a browser's FormData sends it, the file second as in product §7 (fields around it). */
export async function multipartBody(fields: Record<string, string>, file?: UploadFile) {
  const form = new FormData()
  Object.entries(fields).forEach(([name, value], index) => {
    if (index === 1 && file) appendFile(form, file)
    form.append(name, value)
  })
  if (file && Object.keys(fields).length < 2) appendFile(form, file)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

/** Posts a multipart upload to the local store's endpoint. */
export async function postUpload(
  app: App,
  fields: Record<string, string>,
  file?: UploadFile,
  cloud = 'local',
) {
  const body = await multipartBody(fields, file)
  return app.inject({ method: 'POST', url: `/api/media/v1_1/${cloud}/auto/upload`, ...body })
}

/** Upload fields signed with the local store's secret, for requests the signature endpoint would not sign. */
export async function signedFields(app: App, params: Record<string, string>, timestamp = Date.now() / 1000) {
  const secret = await platformSecret(app.database.db, 'media-api-secret')
  const signed = { ...params, timestamp: String(Math.floor(timestamp)) }
  return { ...signed, api_key: 'local', signature: signUpload(signed, secret) }
}

/** Uploads a file the way the web app does: ask for a signature, then post the signed form. */
export async function uploadAsUser(app: App, file: UploadFile, query = 'folder=events&public_id=ev_1') {
  const { headers } = await signedInUser(app)
  const signature = (await app.inject({ url: `/api/media/signature?${query}`, headers })).json()
  return postUpload(
    app,
    {
      public_id: signature.PublicID,
      api_key: signature.ApiKey,
      timestamp: String(signature.Timestamp),
      signature: signature.Signature,
      folder: signature.Folder,
    },
    file,
  )
}

/** The path of a delivery URL, for app.inject. */
export const pathOf = (url: string) => new URL(url, 'http://any.host').pathname
