import sharp from 'sharp'
import type { StoredFormat } from './media-store.ts'

export type CleanImage = { data: Buffer; format: StoredFormat; width: number; height: number }

const LONG_SIDE = 4000
// A decompression bomb (a tiny file declaring a huge canvas) is refused before it is decoded.
const MAX_INPUT_PIXELS = 100_000_000

// Formats judged by their bytes, never by the file name or the browser's content type. SVG can carry
// scripts and every other format is unneeded, so both are refused.
const KEPT_AS: Record<string, StoredFormat> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'webp',
  heif: 'webp',
}

/**
 * Re-encodes an uploaded picture: turned upright by its EXIF orientation, at most 4000 px on the long
 * side, with every metadata block (EXIF, GPS, comments, profiles) and any trailing payload dropped.
 * Answers undefined when the bytes are not a JPEG, PNG, WebP, GIF or AVIF image.
 */
export async function cleanImage(input: Buffer): Promise<CleanImage | undefined> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const
  try {
    const metadata = await sharp(input, options).metadata()
    const format = KEPT_AS[metadata.format]
    // HEIF holds both AVIF (AV1) and iPhone HEIC (HEVC); only AVIF is a web format.
    if (!format || (metadata.format === 'heif' && metadata.compression !== 'av1')) return undefined
    const image = sharp(input, options)
      .autoOrient()
      .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    const encoded =
      format === 'jpg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : format === 'png'
          ? image.png()
          : image.webp({ quality: 90 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { data, format, width: info.width, height: info.height }
  } catch {
    return undefined
  }
}
