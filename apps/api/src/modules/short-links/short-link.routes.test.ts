import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { describe, expect, it } from 'vitest'
import { send } from '../../testing/catalog-fixtures.ts'
import { guestTakesFreeSeat } from '../../testing/checkout-fixtures.ts'
import { authHeaders, signedInUser } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// A built web app, so that an unknown slug can answer the app's not-found page.
const dist = mkdtempSync(join(tmpdir(), 'mela-web-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mela</title><div id="root"></div>')

const context = useTestApp({ webDist: dist, publicUrl: 'https://mela.example' })

const makeLink = async (payload: object) => {
  const person = await signedInUser(context.app)
  return { person, answer: await send(context.app, person, 'POST', '/short-url', payload) }
}

describe('the URL shortener', () => {
  it('makes a short link with the slug asked for, and lists it as mine with its clicks', async () => {
    const { person, answer } = await makeLink({
      URL: 'https://www.facebook.com/events/1234',
      Slug: 'Baul-Night',
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      Slug: 'Baul-Night',
      ShortURL: 'https://mela.example/s/Baul-Night',
      URL: 'https://www.facebook.com/events/1234',
      Clicks: 0,
      CreatedAt: expect.any(String),
    })
    const mine = await send(context.app, person, 'GET', '/short-url')
    expect(mine.json()).toMatchObject({ Total: 1, Items: [{ Slug: 'Baul-Night', Clicks: 0 }] })
    // Another user's list does not show it.
    const other = await signedInUser(context.app)
    expect((await send(context.app, other, 'GET', '/short-url')).json()).toEqual({ Items: [], Total: 0 })
  })

  it('draws a random 7-character slug when none is given', async () => {
    const { answer } = await makeLink({ URL: 'http://example.com/a?b=c#d', Slug: '  ' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().Slug).toMatch(/^[A-Za-z0-9]{7}$/)
  })

  it('refuses a slug taken in any letter case with 409', async () => {
    await makeLink({ URL: 'https://example.com/1', Slug: 'dhaka-fest' })
    const { answer } = await makeLink({ URL: 'https://example.com/2', Slug: 'DHAKA-Fest' })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({ code: 'SHORT_LINK_TAKEN', message: 'This short link is taken' })
  })

  it('refuses reserved words and slugs of other characters or lengths', async () => {
    const slugError = async (Slug: string) =>
      (await makeLink({ URL: 'https://example.com', Slug })).answer.json().Slug
    expect(await slugError('Admin')).toBe(ERROR_TEXTS.SHORT_LINK_RESERVED)
    expect(await slugError('superuser')).toBe(ERROR_TEXTS.SHORT_LINK_RESERVED)
    expect(await slugError('api')).toBe(ERROR_TEXTS.SHORT_LINK_RESERVED)
    expect(await slugError('a b c')).toBe(ERROR_TEXTS.SHORT_LINK_CHARACTERS)
    expect(await slugError('mela/x')).toBe(ERROR_TEXTS.SHORT_LINK_CHARACTERS)
    expect(await slugError('ab')).toBe('This field should be at least 3 characters long')
    expect(await slugError('x'.repeat(41))).toBe('The maximum length allowed is 40')
  })

  it('refuses addresses that are not http(s), too long, or a short link of ours', async () => {
    const urlError = async (URL: unknown) => {
      const { answer } = await makeLink({ URL })
      expect(answer.statusCode).toBe(400)
      return answer.json().URL
    }
    expect(await urlError('javascript:alert(1)')).toBe(ERROR_TEXTS.URL)
    expect(await urlError('ftp://example.com/file')).toBe(ERROR_TEXTS.URL)
    expect(await urlError('example.com')).toBe(ERROR_TEXTS.URL)
    expect(await urlError('https://exa mple.com')).toBe(ERROR_TEXTS.URL)
    expect(await urlError('https://user:pass@example.com')).toBe(ERROR_TEXTS.URL)
    expect(await urlError(`https://example.com/${'a'.repeat(2000)}`)).toBe(
      'The maximum length allowed is 2000',
    )
    expect(await urlError('')).toBe(ERROR_TEXTS.REQUIRED)
    expect(await urlError(42)).toBeDefined()
    expect(await urlError('https://mela.example/s/abc')).toBe(ERROR_TEXTS.SHORT_LINK_LOOP)
    expect(await urlError('https://MELA.example/S/abc')).toBe(ERROR_TEXTS.SHORT_LINK_LOOP)
    // Other pages of the site are fine to shorten: an event's page is what organizers share.
    expect((await makeLink({ URL: 'https://mela.example/e/123' })).answer.statusCode).toBe(200)
  })

  it('refuses a NUL character without a 500', async () => {
    const { answer } = await makeLink({ URL: 'https://example.com/\u0000', Slug: 'nul\u0000x' })
    expect(answer.statusCode).toBe(400)
  })

  it('wants a signed-in account holder: anonymous 401, a guest buyer 403', async () => {
    const anonymous = await send(context.app, undefined, 'POST', '/short-url', { URL: 'https://example.com' })
    expect(anonymous.statusCode).toBe(401)
    expect((await send(context.app, undefined, 'GET', '/short-url')).statusCode).toBe(401)
    const guest = await guestTakesFreeSeat(context.app, { Phone: '01712345678' })
    const asGuest = await context.app.inject({
      method: 'POST',
      url: '/api/short-url',
      headers: authHeaders(guest),
      payload: { URL: 'https://example.com' },
    })
    expect(asGuest.statusCode).toBe(403)
  })

  it('redirects /s/{slug} with a 302 and counts each click', async () => {
    const { person } = await makeLink({ URL: 'https://example.com/target', Slug: 'count-me' })
    for (const slug of ['count-me', 'COUNT-ME']) {
      const hop = await context.app.inject({ url: `/s/${slug}` })
      expect(hop.statusCode).toBe(302)
      expect(hop.headers.location).toBe('https://example.com/target')
      expect(hop.headers['cache-control']).toBe('no-store')
    }
    const mine = await send(context.app, person, 'GET', '/short-url')
    expect(mine.json().Items[0]).toMatchObject({ Slug: 'count-me', Clicks: 2 })
  })

  it('answers the not-found page with 404 for an unknown or malformed slug', async () => {
    for (const path of ['/s/nobody-has-this', '/s/a', '/s/%F0%9F%8E%AB', `/s/${'z'.repeat(90)}`]) {
      const answer = await context.app.inject({ url: path })
      expect(answer.statusCode, path).toBe(404)
      expect(answer.headers['content-type']).toContain('text/html')
      expect(answer.body).toContain('<div id="root">')
    }
    // A NUL is refused by the input guard, as everywhere.
    expect((await context.app.inject({ url: '/s/%00' })).statusCode).toBe(400)
  })

  it("deletes my link, which stops redirecting; another's is not mine to delete", async () => {
    const { person } = await makeLink({ URL: 'https://example.com/gone', Slug: 'gone-soon' })
    const other = await signedInUser(context.app)
    expect((await send(context.app, other, 'DELETE', '/short-url/gone-soon')).statusCode).toBe(404)
    expect((await send(context.app, person, 'DELETE', '/short-url/gone-soon')).statusCode).toBe(204)
    expect((await context.app.inject({ url: '/s/gone-soon' })).statusCode).toBe(404)
    expect((await send(context.app, person, 'DELETE', '/short-url/gone-soon')).statusCode).toBe(404)
  })

  it('limits how many links one user makes an hour', async () => {
    const person = await signedInUser(context.app)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await send(context.app, person, 'POST', '/short-url', { URL: `https://example.com/${i}` }))
          .statusCode,
      )
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
