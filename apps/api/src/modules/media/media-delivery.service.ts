import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { DeliveryPath, OutputFormat } from './delivery-url.ts'
import { allowedVariant, renderVariant } from './image-variant.ts'
import { findImage, variantCacheDir, writeWhole } from './media-store.ts'

// `w_100,ar_1:1` and `ar_1:1,w_100` are one picture, so one cached copy.
const sorted = (changes: object) => Object.entries(changes).sort(([a], [b]) => (a < b ? -1 : 1))

export type DeliveredImage = { path: string; format: OutputFormat; etag: string; negotiated: boolean }

/**
 * The file answering a delivery URL: the stored original when nothing changes, else a transformed
 * copy rendered once into the variant cache. Undefined when no image has that public id.
 */
export async function deliverImage(
  dataDir: string,
  request: DeliveryPath,
  accept: string,
): Promise<DeliveredImage | undefined> {
  const stored = await findImage(dataDir, request.publicId)
  if (!stored) return undefined
  const { format: asked, ...wanted } = request.transformation
  const changes = allowedVariant(wanted)
  const fallback = request.format ?? stored.format
  const negotiated = asked === 'auto'
  const format = asked === 'auto' ? (accept.includes('image/webp') ? 'webp' : fallback) : (asked ?? fallback)

  // A new upload under the same id changes the size or time, hence the key: no stale copy is served.
  const key = createHash('sha256')
    .update(JSON.stringify([request.publicId, stored.size, stored.mtimeMs, sorted(changes), format]))
    .digest('hex')
  const etag = `"${key.slice(0, 32)}"`
  if (Object.keys(changes).length === 0 && format === stored.format) {
    return { path: stored.path, format, etag, negotiated }
  }
  const path = join(variantCacheDir(dataDir), `${key}.${format}`)
  const cached = await stat(path).catch(() => undefined)
  if (!cached) await writeWhole(path, await renderVariant(stored.path, changes, format))
  return { path, format, etag, negotiated }
}
