import { fail } from '../../lib/errors.ts'
import { isSafePublicId } from './media-store.ts'

export type OutputFormat = 'jpg' | 'png' | 'webp'
export type Crop = 'fill' | 'limit' | 'scale' | 'fit'

/** The parts of a Cloudinary transformation the local store applies; the rest are accepted and ignored. */
export type Transformation = {
  width?: number
  height?: number
  aspectRatio?: number
  crop?: Crop
  smartGravity?: boolean
  dpr?: number
  format?: OutputFormat | 'auto'
  quality?: number
}

export type DeliveryPath = {
  transformation: Transformation
  version?: number
  publicId: string
  format?: OutputFormat
}

const COMPONENT_PART = /^[a-z]{1,3}_[^/]+$/
const FILE_NAME = /^([A-Za-z0-9_-]+)(?:\.([A-Za-z0-9]+))?$/
const FORMATS: Record<string, OutputFormat> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp' }
const CROPS: Crop[] = ['fill', 'limit', 'scale', 'fit']

const invalid = (part: string) => fail('INVALID_TRANSFORMATION', 400, { part })

const cropOf = (text: string) => CROPS.find((crop) => crop === text)

const positiveInteger = (text: string) =>
  /^\d{1,5}$/.test(text) && Number(text) > 0 ? Number(text) : undefined

const percentOf = (text: string) => {
  const value = positiveInteger(text)
  return value !== undefined && value <= 100 ? value : undefined
}

// Client hints are not read, so `dpr_auto` means 1; more than 4 is never useful.
const dprOf = (text: string) =>
  text === 'auto' ? 1 : /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? Math.min(Number(text), 4) : undefined

// `16:9` or a decimal such as `1.78`.
function ratioOf(text: string): number | undefined {
  const [a, b = '1', extra] = text.split(':')
  const ratio = Number(a) / Number(b)
  return extra === undefined && /^\d+(\.\d+)?$/.test(a ?? '') && Number.isFinite(ratio) && ratio > 0
    ? ratio
    : undefined
}

function apply(into: Transformation, part: string) {
  const cut = part.indexOf('_')
  const key = part.slice(0, cut)
  const value = part.slice(cut + 1)
  const set = <K extends keyof Transformation>(field: K, parsed: Transformation[K] | undefined) => {
    if (parsed === undefined) throw invalid(part)
    into[field] = parsed
  }
  switch (key) {
    case 'w':
      return set('width', positiveInteger(value))
    case 'h':
      return set('height', positiveInteger(value))
    case 'ar':
      return set('aspectRatio', ratioOf(value))
    case 'c':
      return set('crop', cropOf(value))
    case 'g':
      into.smartGravity = value === 'auto'
      return
    case 'dpr':
      return set('dpr', dprOf(value))
    case 'f':
      return set('format', value === 'auto' ? 'auto' : FORMATS[value])
    case 'q':
      // q_auto (and q_auto:good…) keeps the encoder's default quality.
      if (value.startsWith('auto')) delete into.quality
      else set('quality', percentOf(value))
  }
  // Other keys (e_, r_, fl_, …) are ignored rather than refused: the picture still shows.
}

const isComponent = (segment: string) => segment.split(',').every((part) => COMPONENT_PART.test(part))

/**
 * Splits what follows `/image/upload/` into transformation components, the optional `v<n>` and the
 * public id with its extension, as a Cloudinary delivery URL has them
 * (`ar_16:9,c_fill,w_800/f_auto/v1700000000/events/ev_123.jpg`). Undefined when no image can be named by it.
 */
export function parseDeliveryPath(path: string): DeliveryPath | undefined {
  const segments = path.split('/')
  if (segments.some((segment) => segment === '')) return undefined
  const transformation: Transformation = {}
  let index = 0
  // The last segment is always the file name: `ev_123.jpg` looks like a component too.
  while (index < segments.length - 1 && isComponent(segments[index] ?? '')) {
    for (const part of (segments[index] ?? '').split(',')) apply(transformation, part)
    index++
  }
  let version: number | undefined
  const versionMatch = segments[index]?.match(/^v(\d{1,12})$/)
  if (versionMatch && index < segments.length - 1) {
    version = Number(versionMatch[1])
    index++
  }
  const file = segments.at(-1)?.match(FILE_NAME)
  if (!file?.[1]) return undefined
  const extension = file[2]?.toLowerCase()
  const format = extension === undefined ? undefined : FORMATS[extension]
  if (extension !== undefined && !format) return undefined
  const publicId = [...segments.slice(index, -1), file[1]].join('/')
  if (!isSafePublicId(publicId)) return undefined
  return { transformation, version, publicId, format }
}
