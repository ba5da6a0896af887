import sharp, { type ResizeOptions } from 'sharp'
import type { OutputFormat, Transformation } from './delivery-url.ts'

// Even at dpr 4 no screen needs more; it also bounds the work one URL can ask for.
const MAX_SIDE = 2000

// The only variants rendered: any asked size goes up to the next step, so a crawler walking w_1 … w_2000 makes
// a handful of cached files, not two thousand.
const SIDES = [80, 160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2000]
const DENSITIES = [1, 2, 3]
const QUALITIES = [50, 70, 80, 90]
const RATIOS = [1, 4 / 3, 3 / 2, 16 / 9, 2, 21 / 9, 3 / 4, 2 / 3, 9 / 16]

const upTo = (steps: number[], value: number) =>
  steps.find((step) => step >= value) ?? (steps.at(-1) as number)
const nearest = (steps: number[], value: number) =>
  steps.reduce((best, step) => (Math.abs(step - value) < Math.abs(best - value) ? step : best))

/** The transformation snapped to the fixed set of sizes, densities, qualities and ratios Mela renders. */
export function allowedVariant(t: Omit<Transformation, 'format'>): Omit<Transformation, 'format'> {
  return {
    ...t,
    ...(t.width === undefined ? {} : { width: upTo(SIDES, t.width) }),
    ...(t.height === undefined ? {} : { height: upTo(SIDES, t.height) }),
    ...(t.dpr === undefined ? {} : { dpr: upTo(DENSITIES, t.dpr) }),
    ...(t.quality === undefined ? {} : { quality: nearest(QUALITIES, t.quality) }),
    ...(t.aspectRatio === undefined ? {} : { aspectRatio: nearest(RATIOS, t.aspectRatio) }),
  }
}

type Size = { width: number; height: number }
type Box = { width?: number; height?: number }

/** The size to resize to: aspect ratio applied, times the pixel density, at most 2000 px a side. */
export function targetBox(t: Transformation, original: Size): Box {
  let { width, height } = t
  const ratio = t.aspectRatio
  if (ratio && width === undefined && height === undefined) {
    // Only a ratio: the largest crop of the original with that shape.
    width = Math.min(original.width, original.height * ratio)
    height = width / ratio
  } else if (ratio && width !== undefined && height === undefined) height = width / ratio
  else if (ratio && height !== undefined && width === undefined) width = height * ratio
  if (width === undefined && height === undefined) return {}
  const dpr = t.dpr ?? 1
  const scale = Math.min(dpr, MAX_SIDE / (width ?? 1), MAX_SIDE / (height ?? 1))
  const side = (value: number | undefined) =>
    value === undefined ? undefined : Math.max(1, Math.round(value * scale))
  return { width: side(width), height: side(height) }
}

function resizeOptions(t: Transformation, box: Box): ResizeOptions {
  if (t.crop === 'fill') {
    return { fit: 'cover', position: t.smartGravity ? sharp.strategy.attention : 'centre' }
  }
  if (t.crop === 'limit') return { fit: 'inside', withoutEnlargement: true }
  if (t.crop === 'fit') return { fit: 'inside' }
  // c_scale, Cloudinary's default: stretched to both sides when both are given.
  return { fit: box.width !== undefined && box.height !== undefined ? 'fill' : 'inside' }
}

/** Renders a stored image as a transformation asks, encoded in the given format. */
export async function renderVariant(
  source: string,
  t: Transformation,
  format: OutputFormat,
): Promise<Buffer> {
  const image = sharp(source, { failOn: 'error' })
  const { width = 1, height = 1 } = await image.metadata()
  const box = targetBox(t, { width, height })
  if (box.width !== undefined || box.height !== undefined) {
    image.resize(box.width, box.height, resizeOptions(t, box))
  }
  const quality = t.quality ?? 80
  if (format === 'png') return image.png().toBuffer()
  if (format === 'webp') return image.webp({ quality }).toBuffer()
  // JPEG has no transparency: a white page under a logo reads better than black.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer()
}
