import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ERROR_TEXTS } from '@mela/shared/error-codes'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { send } from '../../testing/catalog-fixtures.ts'
import { guestTakesFreeSeat } from '../../testing/checkout-fixtures.ts'
import { verifyOrganization } from '../../testing/communication-fixtures.ts'
import { authHeaders, login, signedInUser } from '../../testing/identity-fixtures.ts'
import { addToTeam, createOrganization, type Person } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// A built web app, so that an unknown slug can answer the app's not-found page.
const dist = mkdtempSync(join(tmpdir(), 'mela-web-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Mela</title><div id="root"></div>')

const SUPERUSER_PASSWORD = 'Superuser2026x'
const context = useTestApp({
  webDist: dist,
  publicUrl: 'https://mela.example',
  superuserPassword: SUPERUSER_PASSWORD,
})
const db = () => context.app.database.db

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
    const person = await trustedOrganizer()
    await send(context.app, person, 'POST', '/short-url', {
      URL: 'https://example.com/target',
      Slug: 'count-me',
    })
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

/** A person whose e-mail is verified, organizer (here owner) of an organization the platform verified. */
async function trustedOrganizer(options: { emailVerified?: boolean; organizationVerified?: boolean } = {}) {
  const person = await signedInUser(context.app, { Email: `o${Date.now()}${Math.random()}@example.com` })
  if (options.emailVerified ?? true)
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, person.user.ID))
  const account = await createOrganization(context.app, person)
  if (options.organizationVerified ?? true) await verifyOrganization(db(), account.ID)
  return Object.assign(person, { accountId: account.ID })
}

const linkOf = async (person: Person, URL: string, Slug: string) => {
  const answer = await send(context.app, person, 'POST', '/short-url', { URL, Slug })
  expect(answer.statusCode, answer.body).toBe(200)
  return Slug
}

const visit = (slug: string, language?: string) =>
  context.app.inject({ url: `/s/${slug}`, headers: language ? { 'accept-language': language } : {} })

describe('short links to other sites', () => {
  it('sends the visitors of a new account’s link through a page that names the site they are going to', async () => {
    const { person } = await makeLink({ URL: 'https://evil.example/login?next=%22x%22', Slug: 'spring-sale' })
    const page = await visit('spring-sale')
    expect(page.statusCode).toBe(200)
    expect(page.headers.location).toBeUndefined()
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('You are leaving Mela for <strong>evil.example</strong>')
    expect(page.body).toContain('href="https://evil.example/login?next=%22x%22" rel="noreferrer noopener"')
    expect(page.body).toContain('Go back')
    // In the visitor's language, and still counted.
    const bn = await visit('spring-sale', 'bn-BD,bn;q=0.9,en;q=0.5')
    expect(bn.body).toContain('lang="bn"')
    expect(bn.body).toContain('Mela ছেড়ে')
    expect((await send(context.app, person, 'GET', '/short-url')).json().Items[0].Clicks).toBe(2)
  })

  it('shows a look-alike host as its punycode and never writes the address as markup', async () => {
    await makeLink({ URL: 'https://bk\u0430sh.com/"><script>alert(1)</script>', Slug: 'homograph' })
    const page = await visit('homograph')
    expect(page.body).toMatch(/<strong>xn--bksh-[a-z0-9]+\.com<\/strong>/)
    expect(page.body).not.toContain('<script>alert')
    expect(page.body).toContain('href="https://xn--bksh-')
    expect(page.body).toContain('/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"')
  })

  it('redirects straight away to the site itself, and for a verified organizer or the superuser', async () => {
    await makeLink({ URL: 'https://mela.example/e/123', Slug: 'own-page' })
    expect((await visit('own-page')).headers.location).toBe('https://mela.example/e/123')
    await makeLink({ URL: 'HTTPS://MELA.EXAMPLE/E/1', Slug: 'own-upper' })
    expect((await visit('own-upper')).headers.location).toBe('https://mela.example/E/1')
    // Only this very host is ours: a longer name, another port or a backslash trick is another site.
    for (const [URL, host] of [
      ['https://mela.example.evil.example/x', 'mela.example.evil.example'],
      ['https://mela.example:8443/x', 'mela.example'],
      ['https:/\\evil.example\\@mela.example', 'evil.example'],
    ]) {
      const slug = `other-${Math.random().toString(36).slice(2, 8)}`
      await makeLink({ URL, Slug: slug })
      const page = await visit(slug)
      expect(page.statusCode, URL).toBe(200)
      expect(page.body, URL).toContain(`<strong>${host}</strong>`)
    }
    const trusted = await trustedOrganizer()
    await linkOf(trusted, 'https://example.com/tickets', 'trusted-one')
    expect((await visit('trusted-one')).statusCode).toBe(302)
    const superuser = await login(context.app, 'superuser', SUPERUSER_PASSWORD)
    await linkOf({ headers: authHeaders(superuser) } as Person, 'https://example.com/s', 'from-the-top')
    expect((await visit('from-the-top')).headers.location).toBe('https://example.com/s')
  })

  it('warns when the e-mail or the organization is not verified, or the person only collaborates', async () => {
    const unverifiedEmail = await trustedOrganizer({ emailVerified: false })
    const unverifiedOrganization = await trustedOrganizer({ organizationVerified: false })
    const collaborator = await signedInUser(context.app, { Email: `c${Date.now()}@example.com` })
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, collaborator.user.ID))
    const owner = await trustedOrganizer()
    await addToTeam(context.app, owner, owner.accountId, collaborator, 'collaborator')
    for (const [person, slug] of [
      [unverifiedEmail, 'warn-one'],
      [unverifiedOrganization, 'warn-two'],
      [collaborator, 'warn-three'],
    ] as const) {
      await linkOf(person, 'https://example.com/x', slug)
      const page = await visit(slug)
      expect(page.statusCode, slug).toBe(200)
      expect(page.body).toContain('You are leaving Mela')
    }
  })

  it('keeps slugs that pass for the product or a payment for the superuser', async () => {
    for (const Slug of [
      'bkash-refund',
      'BKASH',
      'my-login',
      'adm1n-desk',
      'l0gin',
      'Mela-Help',
      'verify-now',
      'rEfUnD',
      'supp0rt-24',
      'nagad-offer',
    ]) {
      const { answer } = await makeLink({ URL: 'https://example.com', Slug })
      expect(answer.statusCode, Slug).toBe(400)
      expect(answer.json().Slug, Slug).toBe(ERROR_TEXTS.SHORT_LINK_RESERVED)
    }
    // "Mela" is a fair in Bengali: an organizer's boi-mela is not the product.
    expect((await makeLink({ URL: 'https://example.com', Slug: 'boi-mela-2026' })).answer.statusCode).toBe(
      200,
    )
    const superuser = await login(context.app, 'superuser', SUPERUSER_PASSWORD)
    await linkOf({ headers: authHeaders(superuser) } as Person, 'https://mela.example/help', 'bkash-refund')
  })
})
