import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { picture, uploadAsUser } from '../../testing/media-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'mela-delivery-'))
const context = useTestApp({ dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

let image: { public_id: string; version: number }
beforeAll(async () => {
  const response = await uploadAsUser(context.app, {
    data: await picture(400, 300),
    name: 'a.png',
    type: 'image/png',
  })
  image = response.json()
})

const get = (transformation: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    url: `/media/local/image/upload/${transformation}v${image.version}/${image.public_id}.png`,
    headers,
  })
const sizeOf = async (response: { rawPayload: Buffer }) => {
  const { width, height, format } = await sharp(response.rawPayload).metadata()
  return { width, height, format }
}

describe('GET /media/local/image/upload/…', () => {
  it('serves the original, cached for a year', async () => {
    const response = await get('')
    expect(response.statusCode).toBe(200)
    expect(await sizeOf(response)).toEqual({ width: 400, height: 300, format: 'png' })
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it.each([
    // Sizes go up to the next of the fixed steps (80, 160, 240, 320, 480, 640, 800, 960, 1200, 1600, 2000).
    ['ar_1:1,c_fill,w_100/', { width: 160, height: 160 }],
    ['ar_16:9,c_fill,w_320/', { width: 320, height: 180 }],
    ['ar_1.5,c_fill,h_100/', { width: 240, height: 160 }],
    ['ar_1:1,c_fill,w_100,dpr_2/', { width: 320, height: 320 }],
    ['ar_16:9,c_fill,w_800/f_auto/q_auto/dpr_auto/', { width: 800, height: 450 }],
    ['c_limit,w_1000/', { width: 400, height: 300 }],
    ['c_scale,w_200/', { width: 240, height: 180 }],
    ['w_1500,dpr_2/', { width: 2000, height: 1500 }],
  ])('applies %s', async (transformation, size) => {
    const response = await get(transformation)
    expect(response.statusCode).toBe(200)
    expect(await sizeOf(response)).toMatchObject(size)
  })

  it('serves WebP for f_auto to browsers that accept it, varying on Accept', async () => {
    const webp = await get('f_auto,w_100/', { accept: 'image/avif,image/webp,*/*' })
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(String(webp.headers.vary).split(/,\s*/)).toContain('Accept')
    expect((await sizeOf(webp)).format).toBe('webp')
    const original = await get('f_auto,w_100/', { accept: 'image/png' })
    expect(original.headers['content-type']).toBe('image/png')
  })

  it('converts on request with f_jpg', async () => {
    const response = await get('f_jpg/')
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect((await sizeOf(response)).format).toBe('jpeg')
  })

  it('keeps transformed copies in the cache and answers 304 to a known ETag', async () => {
    const first = await get('ar_4:3,c_fill,w_120/')
    const again = await get('ar_4:3,c_fill,w_120/', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    const reordered = await get('w_120,c_fill,ar_4:3/')
    expect(reordered.headers.etag).toBe(first.headers.etag)
    expect(readdirSync(join(dataDir, 'media', '.cache')).length).toBeGreaterThan(0)
  })

  it('renders only a fixed set of sizes, so walking every width fills no disk', async () => {
    const cache = join(dataDir, 'media', '.cache')
    const before = readdirSync(cache).length
    for (let width = 321; width <= 360; width++)
      expect((await get(`w_${width},q_${width % 100}/`)).statusCode).toBe(200)
    // Forty widths and qualities asked, at most one width step and four quality steps rendered.
    expect(readdirSync(cache).length - before).toBeLessThanOrEqual(4)
  })

  it('refuses a broken transformation', async () => {
    const response = await get('w_abc/')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: 'Invalid transformation w_abc' })
  })

  it.each([
    ['a missing image', '/media/local/image/upload/v1/events/nothing_here.png'],
    ['an unknown extension', '/media/local/image/upload/v1/events/nothing_here.svg'],
    ['a parent segment', '/media/local/image/upload/v1/events/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['an encoded dot path', '/media/local/image/upload/%2e%2e/%2e%2e/db/x.png'],
    ['the variant cache', '/media/local/image/upload/.cache/x.png'],
  ])('answers 404 JSON for %s', async (_, url) => {
    const response = await context.app.inject({ url })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'Not Found' })
  })
})
