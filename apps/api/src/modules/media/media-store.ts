import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'

// What the local store keeps: JPEG and PNG as sent (re-encoded), every other accepted image as WebP.
export const STORED_FORMATS = ['jpg', 'png', 'webp'] as const
export type StoredFormat = (typeof STORED_FORMATS)[number]

export type StoredImage = { path: string; format: StoredFormat; size: number; mtimeMs: number }

// No dots at all, so no `..`, no hidden names (the variant cache is `.cache`) and no second extension.
const PUBLIC_ID = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/

/** True for a public id that can only name a file inside the media folder. */
export const isSafePublicId = (publicId: string) => publicId.length <= 255 && PUBLIC_ID.test(publicId)

/** DATA_DIR/media, where uploads are kept. */
export const mediaDir = (dataDir: string) => resolve(dataDir, 'media')

/** DATA_DIR/media/.cache, where transformed copies are kept; safe to empty at any time. */
export const variantCacheDir = (dataDir: string) => resolve(mediaDir(dataDir), '.cache')

/** The file of a public id in a format; throws rather than answer a path outside the media folder. */
export function storedPath(dataDir: string, publicId: string, format: StoredFormat): string {
  const root = mediaDir(dataDir)
  const path = resolve(root, `${publicId}.${format}`)
  if (!isSafePublicId(publicId) || !path.startsWith(root + sep)) {
    throw new Error(`Public id ${publicId} is outside the media folder`)
  }
  return path
}

/** Writes a file whole or not at all, so a reader never sees half an image. */
export async function writeWhole(path: string, data: Buffer) {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, path)
}

/** Stores an image under its public id, replacing any earlier upload of that id in another format. */
export async function saveImage(dataDir: string, publicId: string, format: StoredFormat, data: Buffer) {
  await writeWhole(storedPath(dataDir, publicId, format), data)
  for (const other of STORED_FORMATS) {
    if (other !== format) await rm(storedPath(dataDir, publicId, other), { force: true })
  }
}

/** The stored image of a public id, or undefined when there is none (or the id is unsafe). */
export async function findImage(dataDir: string, publicId: string): Promise<StoredImage | undefined> {
  if (!isSafePublicId(publicId)) return undefined
  for (const format of STORED_FORMATS) {
    const path = storedPath(dataDir, publicId, format)
    const found = await stat(path).catch(() => undefined)
    if (found?.isFile()) return { path, format, size: found.size, mtimeMs: found.mtimeMs }
  }
  return undefined
}
