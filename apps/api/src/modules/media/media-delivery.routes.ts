import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { NotFound } from '../../lib/errors.ts'
import { parseDeliveryPath } from './delivery-url.ts'
import { deliverImage } from './media-delivery.service.ts'

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/**
 * GET /media/local/image/upload/…: images of the local store, transformed by the Cloudinary URL
 * syntax the web app already writes. URLs carry the upload's version, so answers never change.
 */
export async function mediaDeliveryRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(
    '/media/local/image/upload/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const path = parseDeliveryPath(request.params['*'])
      const image = path && (await deliverImage(app.config.dataDir, path, request.headers.accept ?? ''))
      if (!image) throw NotFound()
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', image.etag)
        .header('X-Content-Type-Options', 'nosniff')
        // An image opened on its own runs nothing, and other sites (link previews) may embed it.
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
      if (image.negotiated) reply.header('Vary', 'Accept')
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send()
      return reply.type(CONTENT_TYPES[image.format]).send(await readFile(image.path))
    },
  )
}
