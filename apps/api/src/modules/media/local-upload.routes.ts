import multipart from '@fastify/multipart'
import { errorText } from '@mela/shared/error-codes'
import type { FastifyError, FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { acceptUpload, checkSigned, UploadRefused } from './local-upload.service.ts'
import { mediaAccount } from './media-account.ts'
import { readUploadForm } from './upload-form.ts'

type UploadParams = { cloud: string; resourceType: string }

// Generous room for the form's fields and boundaries around the file: only a body far over the limit is
// refused from its header; the file's own size is checked as it is read.
const FORM_OVERHEAD = 1024 * 1024

/**
 * POST /media/v1_1/:cloud/:resourceType/upload: Cloudinary's upload endpoint, served by the API
 * itself when no Cloudinary account is configured. Errors keep Cloudinary's `{ error: { message } }`.
 */
export async function localUploadRoutes(app: FastifyInstance) {
  // Multipart is parsed only inside this plugin: no other route accepts file bodies.
  await app.register(multipart)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The app's own refusals (a NUL in the path, a rate limit) keep their status and words here too.
    const status =
      error instanceof UploadRefused || error instanceof AppError ? error.status : (error.statusCode ?? 500)
    const words = error instanceof AppError && error.fields ? Object.values(error.fields)[0] : undefined
    if (status < 500) return reply.code(status).send({ error: { message: words ?? error.message } })
    request.log.error({ err: error }, 'upload failed')
    return reply.code(500).send({ error: { message: errorText('INTERNAL') } })
  })

  app.post<{ Params: UploadParams }>(
    '/media/v1_1/:cloud/:resourceType/upload',
    { schema: { tags: ['media'], summary: 'Signed image upload (Cloudinary-compatible, local store only)' } },
    async (request) => {
      const { cloud, resourceType } = request.params
      const account = await mediaAccount(app.config, app.database.db)
      if (cloud !== account.cloudName) throw new UploadRefused(401, `Invalid cloud_name ${cloud}`)
      if (resourceType !== 'image' && resourceType !== 'auto') {
        throw new UploadRefused(400, `Invalid resource_type ${resourceType}`)
      }
      const { dataDir, media } = app.config
      // A body far over the limit is refused from its header, before any of it is read.
      const declared = Number(request.headers['content-length'] ?? 0)
      if (declared > media.maxBytes + FORM_OVERHEAD)
        throw new UploadRefused(413, `File size too large. Got ${declared}. Maximum is ${media.maxBytes}.`)
      const now = new Date()
      const form = await readUploadForm(request, media.maxBytes, (fields) => {
        if (fields.signature) checkSigned(account, fields, Math.floor(now.getTime() / 1000))
      })
      return acceptUpload({ dataDir, account, maxBytes: media.maxBytes }, form, { now })
    },
  )
}
