import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { platformSecret } from '../../lib/secrets.ts'
import { pathOf, picture, postUpload, signedFields, uploadAsUser } from '../../testing/media-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { responseSignature } from './media-signature.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'mela-upload-'))
const maxBytes = 50_000
const context = useTestApp({
  dataDir,
  media: { maxBytes, uploadsPerUserPerDay: 100, uploadsPerOrganizationPerDay: 300, cloudinary: undefined },
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const png = async (width = 64, height = 48) => ({
  data: await picture(width, height),
  name: 'cover.png',
  type: 'image/png',
})
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { message: string } }).error.message

describe('POST /api/media/v1_1/local/auto/upload', () => {
  it('stores a signed upload and answers Cloudinary fields', async () => {
    const response = await uploadAsUser(context.app, await png())
    expect(response.statusCode).toBe(200)
    const answer = response.json()
    expect(answer).toMatchObject({
      width: 64,
      height: 48,
      format: 'png',
      resource_type: 'image',
      type: 'upload',
      original_filename: 'cover',
    })
    expect(answer.public_id).toMatch(/^events\/ev_1_[0-9a-f]{12}$/)
    expect(answer.secure_url).toBe(`/media/local/image/upload/v${answer.version}/${answer.public_id}.png`)
    expect(answer.url).toBe(answer.secure_url)
    const secret = await platformSecret(context.database.db, 'media-api-secret')
    expect(answer.signature).toBe(responseSignature(answer.public_id, answer.version, secret))
    expect(existsSync(join(dataDir, 'media', `${answer.public_id}.png`))).toBe(true)

    const served = await context.app.inject({ url: pathOf(answer.secure_url) })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.length).toBe(answer.bytes)
  })

  it('strips EXIF and turns the picture upright', async () => {
    const photo = await sharp(await picture(40, 20, 'jpeg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Dhaka Photo Club', Artist: 'x' } } })
      .jpeg()
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const response = await uploadAsUser(context.app, { data: photo, name: 'IMG_1.JPG', type: 'image/jpeg' })
    expect(response.statusCode).toBe(200)
    const answer = response.json()
    expect(answer).toMatchObject({ format: 'jpg', width: 20, height: 40 })
    const served = await context.app.inject({ url: pathOf(answer.secure_url) })
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(served.rawPayload.includes('Dhaka Photo Club')).toBe(false)
  })

  it('refuses a bad signature, showing the string it signed', async () => {
    const fields = {
      ...(await signedFields(context.app, { folder: 'events', public_id: 'ev_2' })),
      signature: 'f'.repeat(40),
    }
    const response = await postUpload(context.app, fields, await png())
    expect(response.statusCode).toBe(401)
    expect(errorOf(response)).toBe(
      `Invalid Signature ${'f'.repeat(40)}. String to sign - 'folder=events&public_id=ev_2&timestamp=${fields.timestamp}'.`,
    )
  })

  it('refuses a field changed after signing', async () => {
    const fields = {
      ...(await signedFields(context.app, { folder: 'events', public_id: 'ev_2' })),
      public_id: 'ev_3',
    }
    expect((await postUpload(context.app, fields, await png())).statusCode).toBe(401)
  })

  it('refuses a signature more than an hour old', async () => {
    const fields = await signedFields(
      context.app,
      { folder: 'events', public_id: 'ev_2' },
      Date.now() / 1000 - 3700,
    )
    const response = await postUpload(context.app, fields, await png())
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatch(
      /^Stale request - reported time is \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0000 which is more than 1 hour ago$/,
    )
  })

  it('refuses a wrong api key', async () => {
    const fields = { ...(await signedFields(context.app, { folder: 'events' })), api_key: 'stolen' }
    const response = await postUpload(context.app, fields, await png())
    expect(response.statusCode).toBe(401)
    expect(errorOf(response)).toBe('Unknown API key stolen')
  })

  it('refuses another cloud name', async () => {
    const fields = await signedFields(context.app, { folder: 'events' })
    const response = await postUpload(context.app, fields, await png(), 'demo')
    expect(response.statusCode).toBe(401)
    expect(errorOf(response)).toBe('Invalid cloud_name demo')
  })

  it('refuses a file over MEDIA_MAX_BYTES, saying how large it was', async () => {
    const noise = await sharp(
      Buffer.from(Array.from({ length: 200 * 200 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 200, height: 200, channels: 3 },
      },
    )
      .png()
      .toBuffer()
    const fields = await signedFields(context.app, { folder: 'events', public_id: 'big' })
    const response = await postUpload(context.app, fields, {
      data: noise,
      name: 'big.png',
      type: 'image/png',
    })
    expect(response.statusCode).toBe(413)
    expect(errorOf(response)).toBe(`File size too large. Got ${noise.length}. Maximum is ${maxBytes}.`)
  })

  it.each([
    ['text named .png', { data: 'hello, not a picture', name: 'fake.png', type: 'image/png' }],
    [
      'an SVG with a script',
      {
        data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        name: 'logo.svg',
        type: 'image/svg+xml',
      },
    ],
  ])('refuses %s', async (_, file) => {
    const fields = await signedFields(context.app, { folder: 'events', public_id: 'not_image' })
    const response = await postUpload(context.app, fields, file)
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toBe('Invalid image file')
    expect(existsSync(join(dataDir, 'media', 'events', 'not_image.png'))).toBe(false)
  })

  it.each([
    ['public id', { folder: 'events', public_id: '../../escaped' }],
    ['folder', { folder: '../..', public_id: 'escaped' }],
  ])('refuses a path out of the media folder in the %s', async (_, params) => {
    const fields = await signedFields(context.app, params)
    const response = await postUpload(context.app, fields, await png())
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toMatch(/^Invalid public_id /)
    expect(existsSync(join(dataDir, 'escaped.png'))).toBe(false)
    expect(existsSync(join(dataDir, '..', 'escaped.png'))).toBe(false)
  })

  it('refuses an upload without a file', async () => {
    const response = await postUpload(context.app, await signedFields(context.app, { folder: 'events' }))
    expect(response.statusCode).toBe(400)
    expect(errorOf(response)).toBe('Missing required parameter - file')
  })
})

describe('a malformed upload', () => {
  const boundary = 'melaBoundary'
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` }
  const send = (url: string, headers: Record<string, string>, payload: string) =>
    context.app.inject({ method: 'POST', url, headers, payload })
  const upload = '/api/media/v1_1/local/auto/upload'

  it('is answered with a 4xx and words, never a 500', async () => {
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="api_key"\r\n\r\nlocal`
    const answers = [
      await send('/api/media/v1_1/lo%00cal/auto/upload', multipart, `--${boundary}--\r\n`),
      await send('/api/media/v1_1/local/au%00to/upload', multipart, `--${boundary}--\r\n`),
      await send(upload, { 'content-type': 'application/json' }, '{"api_key":"lo\\u0000cal"}'),
      await send(upload, { 'content-type': 'multipart/form-data' }, 'no boundary'),
      await send(upload, multipart, 'not a form at all'),
      await send(upload, multipart, field),
    ]
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400)
      expect(answer.statusCode, answer.body).toBeLessThan(500)
      expect(errorOf(answer)).not.toBe('Something Went Wrong')
    }
    expect(errorOf(answers[4] as (typeof answers)[number])).toMatch(/^Invalid multipart body/)
  })

  it('reads bytes that are not UTF-8 (a surrogate half, ED A0 80) as replacement characters, never a 500', async () => {
    const half = Buffer.from([0xed, 0xa0, 0x80])
    const part = (name: string, value: Buffer | string, filename?: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"`),
        ...(filename
          ? [Buffer.from('; filename="'), filename, Buffer.from('"\r\nContent-Type: image/png')]
          : []),
        Buffer.from('\r\n\r\n'),
        Buffer.isBuffer(value) ? value : Buffer.from(value),
        Buffer.from('\r\n'),
      ])
    const form = async (publicId: Buffer) => {
      // Signed as the server reads the bytes: each invalid one a U+FFFD, so the signature holds.
      const fields = await signedFields(context.app, { public_id: publicId.toString('utf8') })
      const parts = Object.entries(fields).map(([name, value]) =>
        name === 'public_id' ? part(name, publicId) : part(name, value),
      )
      const file = part(
        'file',
        (await png()).data,
        Buffer.concat([Buffer.from('cover'), half, Buffer.from('.png')]),
      )
      const payload = Buffer.concat([...parts, file, Buffer.from(`--${boundary}--\r\n`)])
      return context.app.inject({ method: 'POST', url: upload, headers: multipart, payload })
    }
    const named = await form(Buffer.from('ev_plain'))
    expect(named.statusCode, named.body).toBe(200)
    expect(named.json().original_filename).toBe('cover\ufffd\ufffd\ufffd')
    const halfInId = await form(Buffer.concat([Buffer.from('ev_'), half]))
    expect(halfInId.statusCode, halfInId.body).toBe(400)
  })
})

describe('an upload with a bad signature', () => {
  it('is refused as soon as its file begins, without waiting for the rest of the body', async () => {
    const listening = await context.app.listen({ port: 0, host: '127.0.0.1' })
    const boundary = 'melaBoundary'
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const head = [
      field('public_id', 'events/forged'),
      field('api_key', 'local'),
      field('timestamp', String(Math.floor(Date.now() / 1000))),
      field('signature', 'f'.repeat(40)),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ].join('')
    // A file just under the limit, of which the client sends only the first 16 KB.
    const declared = head.length + context.app.config.media.maxBytes - 1
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${listening}/api/media/v1_1/local/auto/upload`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': declared },
      })
      request.on('response', (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => {
          request.destroy()
          resolve({ status: response.statusCode ?? 0, body })
        })
      })
      request.on('error', reject)
      request.write(head)
      request.write(Buffer.alloc(16 * 1024))
      setTimeout(() => reject(new Error('the server waited for the whole file')), 5000).unref()
    })
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).error.message).toMatch(/^Invalid Signature/)
  })
})
