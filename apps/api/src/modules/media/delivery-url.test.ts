import { describe, expect, it } from 'vitest'
import { parseDeliveryPath } from './delivery-url.ts'
import { targetBox } from './image-variant.ts'

describe('delivery URLs', () => {
  it('reads chained components, the version and a public id with its folder', () => {
    expect(parseDeliveryPath('ar_16:9,c_fill,w_800/f_auto/q_auto/v1700000000/events/ev_123.jpg')).toEqual({
      transformation: { aspectRatio: 16 / 9, crop: 'fill', width: 800, format: 'auto' },
      version: 1700000000,
      publicId: 'events/ev_123',
      format: 'jpg',
    })
  })

  it('reads one component without a version', () => {
    expect(parseDeliveryPath('ar_1:1,c_fill,dpr_auto,f_auto,g_auto,w_100/organizations/org_1.png')).toEqual({
      transformation: {
        aspectRatio: 1,
        crop: 'fill',
        dpr: 1,
        format: 'auto',
        smartGravity: true,
        width: 100,
      },
      version: undefined,
      publicId: 'organizations/org_1',
      format: 'png',
    })
  })

  it('never takes the file name for a transformation', () => {
    expect(parseDeliveryPath('ev_123.jpg')).toMatchObject({ transformation: {}, publicId: 'ev_123' })
    expect(parseDeliveryPath('v12/ev_123')).toMatchObject({
      version: 12,
      publicId: 'ev_123',
      format: undefined,
    })
  })

  it('ignores transformations it does not apply', () => {
    expect(parseDeliveryPath('e_sepia,r_20,w_10/v1/a.webp')?.transformation).toEqual({ width: 10 })
  })

  it.each(['', 'v1/', 'v1//a.png', 'v1/a.b.png', 'v1/a.svg', 'v1/../a.png'])(
    'names no image with %j',
    (path) => {
      expect(parseDeliveryPath(path)).toBeUndefined()
    },
  )

  it.each(['w_0', 'w_-5', 'h_1.5', 'ar_0:1', 'ar_x', 'c_pad', 'dpr_0', 'f_gif', 'q_101'])(
    'refuses %s',
    (part) => {
      expect(() => parseDeliveryPath(`${part}/v1/a.png`)).toThrow(`Invalid transformation ${part}`)
    },
  )
})

describe('target sizes', () => {
  const original = { width: 400, height: 300 }

  it('takes the largest crop at a ratio when no side is given', () => {
    expect(targetBox({ aspectRatio: 1 }, original)).toEqual({ width: 300, height: 300 })
    expect(targetBox({ aspectRatio: 2 }, original)).toEqual({ width: 400, height: 200 })
  })

  it('multiplies by the pixel density and keeps every side within 2000 px', () => {
    expect(targetBox({ width: 100, aspectRatio: 16 / 9, dpr: 2 }, original)).toEqual({
      width: 200,
      height: 113,
    })
    expect(targetBox({ width: 1600, height: 400, dpr: 2 }, original)).toEqual({ width: 2000, height: 500 })
    expect(targetBox({ height: 5000 }, original)).toEqual({ width: undefined, height: 2000 })
  })

  it('leaves the size alone without width, height or ratio', () => {
    expect(targetBox({ dpr: 2 }, original)).toEqual({})
  })
})
