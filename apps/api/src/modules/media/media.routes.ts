import { randomBytes } from 'node:crypto'
import { MediaSignature } from '@mela/shared/media'
import { requiredId } from '@mela/shared/validation'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireAccountHolder, signedIn } from '../../lib/auth.ts'
import { requireMember } from '../../lib/authorize.ts'
import { enforceLimits } from '../../lib/rate-limit.ts'
import { localUploadRoutes } from './local-upload.routes.ts'
import { mediaAccount, uploadUrlOf } from './media-account.ts'
import { signUpload } from './media-signature.ts'

// Where each kind of picture lives; nothing else may be signed.
export const MEDIA_FOLDERS = ['organizations', 'events', 'performers', 'users'] as const

const Name = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'Use letters, digits, _, - and / only')
const SignatureQuery = z.object({
  public_id: Name.optional(),
  folder: z.enum(MEDIA_FOLDERS, `Use one of ${MEDIA_FOLDERS.join(', ')}`),
  /** The organization the image is for: the signer must be in its team, and its quota applies too. */
  AccountID: z.uuid({ error: requiredId }).optional(),
})

const DAY = 24 * 60 * 60

/**
 * Gives an upload a unique name: a signed-in user may ask for any name in an allowed folder, so
 * without the suffix anyone could overwrite another organization's logo.
 */
const uniquePublicId = (asked = 'image') => `${asked}_${randomBytes(6).toString('hex')}`

/** GET /media/signature (product §7), and the local upload endpoint when no Cloudinary account is set. */
export async function mediaRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/media/signature',
    {
      schema: {
        security: signedIn,
        tags: ['media'],
        querystring: SignatureQuery,
        response: { 200: MediaSignature },
      },
    },
    async (request, reply) => {
      const user = requireAccountHolder(request)
      const { AccountID } = request.query
      if (AccountID) await requireMember(request, AccountID)
      // Every upload needs a signature: counting signatures is the quota, before any byte is stored.
      const { uploadsPerUserPerDay, uploadsPerOrganizationPerDay } = app.config.media
      await enforceLimits(app.database.db, [
        { key: `upload:user:${user.id}`, max: uploadsPerUserPerDay, windowSeconds: DAY },
        ...(AccountID
          ? [
              {
                key: `upload:organization:${AccountID}`,
                max: uploadsPerOrganizationPerDay,
                windowSeconds: DAY,
              },
            ]
          : []),
      ])
      const account = await mediaAccount(app.config, app.database.db)
      const params = {
        folder: request.query.folder,
        public_id: uniquePublicId(request.query.public_id),
        timestamp: Math.floor(Date.now() / 1000),
      }
      reply.header('Cache-Control', 'no-store')
      return {
        CloudName: account.cloudName,
        PublicID: params.public_id,
        ApiKey: account.apiKey,
        Timestamp: params.timestamp,
        Signature: signUpload(params, account.apiSecret),
        Folder: params.folder,
        UploadURL: uploadUrlOf(account),
      }
    },
  )

  if (!app.config.media.cloudinary) await app.register(localUploadRoutes)
}
