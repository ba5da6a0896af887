import { IMAGE_ASPECT_DEFAULT } from '@mela/shared/constants'

export type ImageAspect = `${number}:${number}`

export type ImageOptions = {
  /** Crop to this ratio (product §9's default 16:9). */
  aspect?: ImageAspect
  /** Width in CSS pixels to request. */
  width?: number
  /** Pixel density: a number, or 'auto' to let the image host decide. */
  dpr?: number | 'auto'
}

const UPLOAD_SEGMENT = '/image/upload/'

/**
 * An uploaded image's delivery URL with a Cloudinary transformation (which the API's local store reads
 * too: apps/api/src/modules/media/delivery-url.ts): cropped to the aspect, at the width and density
 * asked, in the browser's best format. URLs that are not the image host's (`…/image/upload/…`) are
 * returned unchanged.
 */
export function imageUrl(url: string, { aspect = IMAGE_ASPECT_DEFAULT, width, dpr }: ImageOptions = {}) {
  const at = url.indexOf(UPLOAD_SEGMENT)
  if (at < 0) return url
  const parts = [`ar_${aspect}`, 'c_fill']
  if (width) parts.push(`w_${Math.round(width)}`)
  if (dpr) parts.push(`dpr_${dpr}`)
  parts.push('f_auto')
  const cut = at + UPLOAD_SEGMENT.length
  return `${url.slice(0, cut)}${parts.join(',')}/${url.slice(cut)}`
}
