import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEvent } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

const dist = mkdtempSync(join(tmpdir(), 'mela-seo-'))
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Mela</title><meta name="description" content="Events"></head><body></body></html>',
)
const context = useTestApp({ webDist: dist, publicUrl: 'https://mela.example' })

async function anEvent(overrides: Record<string, unknown> = {}, publish = true) {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  return createEvent(context.app, owner, account.ID, overrides, { publish })
}

describe('event pages for search engines and link previews', () => {
  it('carry the event title, description, Open Graph tags and schema.org JSON-LD on /e/{id} and /event/view/{id}', async () => {
    const event = await anEvent({ Title: 'Dhaka Jazz <Night>', ImageURL: 'https://img.example/x.jpg' })
    for (const path of [`/e/${event.ID}`, `/event/view/${event.ID}`]) {
      const html = (await context.app.inject({ url: path })).body
      expect(html).toContain('<title>Dhaka Jazz &lt;Night&gt; | Mela</title>')
      expect(html).toContain('<meta property="og:image" content="https://img.example/x.jpg">')
      expect(html).toContain(`<link rel="canonical" href="https://mela.example/e/${event.ID}">`)
      expect(html).not.toContain('noindex')
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}')
      expect(ld).toMatchObject({ '@type': 'Event', name: 'Dhaka Jazz <Night>', startDate: event.StartsAt })
      expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    }
  })

  it('keeps a title with replacement patterns and a script tag intact in every context', async () => {
    const Title = "Price $& More $' </script><b>"
    const event = await anEvent({ Title, ImageURL: '/media/local/image/upload/v1/events/x.webp' })
    const html = (await context.app.inject({ url: `/e/${event.ID}` })).body
    expect(html).toContain('<title>Price $&amp; More $&#39; &lt;/script&gt;&lt;b&gt; | Mela</title>')
    expect(html).not.toContain('<b>')
    expect(html.match(/<\/head>/g)).toHaveLength(1)
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}')
    expect(ld.name).toBe(Title)
    // Our own media is stored as a path; crawlers get it whole.
    expect(html).toContain('content="https://mela.example/media/local/image/upload/v1/events/x.webp"')
  })

  it('answers 404 with the app for unknown screens, events, performers and organization feeds', async () => {
    const unknown = crypto.randomUUID()
    for (const url of [
      `/e/${unknown}`,
      '/e/not-an-id',
      `/performer/${unknown}`,
      '/feed/nosuchorganization',
      '/p/123',
      '/no/such/page',
    ]) {
      const response = await context.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toContain('text/html')
    }
    const draft = await anEvent({}, false)
    expect((await context.app.inject({ url: `/e/${draft.ID}` })).statusCode).toBe(404)
    const shown = await anEvent()
    for (const url of [`/e/${shown.ID}`, '/feed', '/feed/past', '/faq', '/organization/event/42/sell', '/'])
      expect((await context.app.inject({ url })).statusCode, url).toBe(200)
  })

  it('asks search engines to skip in-site and private events', async () => {
    for (const Visibility of ['in-site', 'private']) {
      const event = await anEvent({ Visibility })
      expect((await context.app.inject({ url: `/e/${event.ID}` })).body).toContain(
        'content="noindex, nofollow"',
      )
    }
  })

  it('gives drafts the plain page', async () => {
    const draft = await anEvent({ Title: 'Secret plans' }, false)
    expect((await context.app.inject({ url: `/e/${draft.ID}` })).body).not.toContain('Secret plans')
  })

  it('lists public published events in /sitemap.xml and points robots.txt at it', async () => {
    const shown = await anEvent()
    const unlisted = await anEvent({ Visibility: 'in-site' })
    const sitemap = (await context.app.inject({ url: '/sitemap.xml' })).body
    expect(sitemap).toContain(`https://mela.example/e/${shown.ID}`)
    expect(sitemap).not.toContain(unlisted.ID)
    expect((await context.app.inject({ url: '/robots.txt' })).body).toContain(
      'Sitemap: https://mela.example/sitemap.xml',
    )
  })
})

describe('event pages in Bengali', () => {
  const Bn = { Title: 'বাউল <সন্ধ্যা>', Description: 'লালনের গান', Venue: 'শিল্পকলা' }

  it('serve /bn/e/{id} and ?lang=bn in Bengali with <html lang="bn"> and hreflang links to both pages', async () => {
    const event = await anEvent({ Title: 'Baul Evening', Bn })
    for (const path of [`/bn/e/${event.ID}`, `/e/${event.ID}?lang=bn`]) {
      const response = await context.app.inject({ url: path })
      expect(response.statusCode, path).toBe(200)
      const html = response.body
      expect(html).toContain('<html lang="bn">')
      expect(html).toContain('<title>বাউল &lt;সন্ধ্যা&gt; | Mela</title>')
      expect(html).toContain('<meta property="og:title" content="বাউল &lt;সন্ধ্যা&gt;">')
      expect(html).toContain('<meta name="description" content="লালনের গান">')
      expect(html).toContain('<meta property="og:locale" content="bn_BD">')
      expect(html).toContain(`<link rel="canonical" href="https://mela.example/bn/e/${event.ID}">`)
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://mela.example/e/${event.ID}">`)
      expect(html).toContain(
        `<link rel="alternate" hreflang="bn" href="https://mela.example/bn/e/${event.ID}">`,
      )
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}')
      expect(ld.name).toBe(Bn.Title)
      expect(ld.location.name).toBe('শিল্পকলা')
    }
  })

  it('keep English on /e/{id}, with the same hreflang links', async () => {
    const event = await anEvent({ Title: 'Baul Evening', Bn })
    const html = (await context.app.inject({ url: `/e/${event.ID}` })).body
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<title>Baul Evening | Mela</title>')
    expect(html).toContain(`<link rel="canonical" href="https://mela.example/e/${event.ID}">`)
    expect(html).toContain(
      `<link rel="alternate" hreflang="bn" href="https://mela.example/bn/e/${event.ID}">`,
    )
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="https://mela.example/e/${event.ID}">`,
    )
  })

  it('fall back to English where nothing is written in Bengali, and 404 like the English page', async () => {
    const event = await anEvent({ Title: 'Only English' })
    const html = (await context.app.inject({ url: `/bn/e/${event.ID}` })).body
    expect(html).toContain('<html lang="bn">')
    expect(html).toContain('<title>Only English | Mela</title>')
    expect((await context.app.inject({ url: `/bn/e/${crypto.randomUUID()}` })).statusCode).toBe(404)
    const draft = await anEvent({ Bn }, false)
    expect((await context.app.inject({ url: `/bn/e/${draft.ID}` })).statusCode).toBe(404)
  })
})
