import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatDate } from '@mela/shared/dates'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../paths.ts'
import { createTicket } from '../../testing/catalog-fixtures.ts'
import { createEvent } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { afterCache, openNow, queuedEvent } from '../../testing/queue-fixtures.ts'
import { hallPlan, seatedSale } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// A web build beside its server renderer, as scripts/build-public.mjs lays them out; the renderer here
// is the web app's source itself (Vitest compiles it), so the test needs no build.
const dist = mkdtempSync(join(tmpdir(), 'mela-public-'))
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Mela</title></head><body><div id="root"></div>SPA</body></html>',
)
mkdirSync(`${dist}-ssr`)
writeFileSync(
  join(`${dist}-ssr`, 'render.mjs'),
  `export { renderPublicPage } from '${join(repoRoot, 'apps/web/src/public/render.tsx')}'\n`,
)
writeFileSync(
  join(`${dist}-ssr`, 'public-assets.json'),
  JSON.stringify({ css: ['/assets/public-style.css'], script: '/assets/public-x.js' }),
)
const context = useTestApp({ webDist: dist, publicUrl: 'https://mela.example' })

async function anEvent(overrides: Record<string, unknown> = {}) {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  const event = await createEvent(context.app, owner, account.ID, overrides, { publish: false })
  await createTicket(context.app, owner, event.ID, { Section: 'Gallery', Category: 'Front', Price: 650 })
  await context.app.inject({ method: 'POST', url: `/api/event/${event.ID}/publish`, headers: owner.headers })
  return event
}

describe('public pages rendered on the server', () => {
  it('answer the event page as HTML with its title, tickets and search-engine tags, without the app', async () => {
    const event = await anEvent({ Title: 'Sylhet Tea Fair', Venue: 'Lakkatura Garden' })
    const response = await context.app.inject({ url: `/e/${event.ID}` })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).toMatch(/<h1[^>]*>Sylhet Tea Fair<\/h1>/)
    expect(html).toContain('Lakkatura Garden')
    expect(html).toContain('Gallery · Front')
    expect(html).toContain('৳650.00')
    expect(html).toContain(`href="/purchase/create/event/${event.ID}"`)
    expect(html).toContain('<title>Sylhet Tea Fair | Mela</title>')
    expect(html).toContain(`<link rel="canonical" href="https://mela.example/e/${event.ID}">`)
    expect(html).toContain('application/ld+json')
    expect(html).toContain('<link rel="stylesheet" href="/assets/public-style.css">')
    expect(html).not.toContain('SPA')
    // Tens of kilobytes of HTML travel compressed.
    const compressed = await context.app.inject({
      url: `/e/${event.ID}`,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(compressed.headers['content-encoding']).toMatch(/br|gzip/)
  })

  it('names the product "Mela (DEV)" on the development host, as the app does', async () => {
    const event = await anEvent({ Title: 'Dev host night' })
    const dev = await context.app.inject({ url: `/e/${event.ID}`, headers: { host: 'dev.mela.example' } })
    expect(dev.body).toContain('<title>Dev host night | Mela (DEV)</title>')
    expect(dev.body).toMatch(/>Mela \(DEV\)</)
    const production = await context.app.inject({ url: `/e/${event.ID}`, headers: { host: 'mela.example' } })
    expect(production.body).toContain('<title>Dev host night | Mela</title>')
    expect(production.body).not.toContain('(DEV)')
  })

  it('renders /bn/e/{id} in Bengali with the Bengali canonical', async () => {
    const event = await anEvent({ Title: 'Baul Night', Bn: { Title: 'বাউল রাত' } })
    const html = (await context.app.inject({ url: `/bn/e/${event.ID}` })).body
    expect(html).toContain('<html lang="bn"')
    expect(html).toMatch(/<h1[^>]*>বাউল রাত<\/h1>/)
    expect(html).toContain('টিকিট কিনুন')
    expect(html).toContain(`<link rel="canonical" href="https://mela.example/bn/e/${event.ID}">`)
  })

  it('says when a queued sale opens on Dhaka’s clock and that early arrivals are drawn, until it opens', async () => {
    const { event } = await queuedEvent(context.app, { opensInSeconds: 3 * 86_400 })
    const policy = (await context.app.inject({ url: `/api/event/${event.id}/attendee-policy` })).json()
    const clock = (lang: 'en' | 'bn') => formatDate(policy.Queue.OpensAt, 'h:mm a', { lang })
    const en = (await context.app.inject({ url: `/e/${event.id}?lang=en` })).body
    expect(en).toContain(`Sale opens at ${clock('en')} on `)
    // "(Dhaka time)" never breaks across two lines on a phone.
    expect(en).toContain('(Dhaka\u00a0time)')
    expect(en).toContain('gets a random place')
    // The way in is the queue, said on the button that leads to the waiting screen.
    expect(en).toMatch(new RegExp(`href="/purchase/create/event/${event.id}"[^>]*>.*?Join the queue`))
    expect(en).not.toContain('Buy tickets')
    const bn = (await context.app.inject({ url: `/bn/e/${event.id}` })).body
    expect(bn).toContain('বিক্রি শুরু:')
    expect(bn).toContain(`${clock('bn')} (ঢাকার\u00a0সময়)`)
    expect(bn).toContain('সারিতে দাঁড়ান')

    await openNow(context.app, event.id)
    await afterCache()
    const open = (await context.app.inject({ url: `/e/${event.id}?lang=en` })).body
    expect(open).not.toContain('Sale opens at')
    expect(open).toContain('Buy tickets')
  })

  it('lists events on the home page and the feed, and filters the feed from the address', async () => {
    await anEvent({ Title: 'Rajshahi Mango Festival', District: 'rajshahi' })
    const home = await context.app.inject({ url: '/' })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('Rajshahi Mango Festival')
    const feed = (await context.app.inject({ url: '/feed?District=rajshahi' })).body
    expect(feed).toContain('Rajshahi Mango Festival')
    const elsewhere = (await context.app.inject({ url: '/feed?District=sylhet' })).body
    expect(elsewhere).not.toContain('Rajshahi Mango Festival')
  })

  it("renders an organization's feed and a performer's page with the Follow button", async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const event = await createEvent(context.app, owner, account.ID, { Title: 'Chittagong Drum Circle' })
    const feed = await context.app.inject({ url: `/feed/Organization=${account.ID}` })
    expect(feed.statusCode).toBe(200)
    expect(feed.body).toMatch(new RegExp(`<h1[^>]*>${account.Name}</h1>`))
    expect(feed.body).toContain(`href="/event/view/${event.ID}"`)
    expect(feed.body).toContain('data-testid="follow-button"')
    const missing = await context.app.inject({ url: `/feed/Organization=${crypto.randomUUID()}` })
    expect(missing.statusCode).toBe(404)
  })

  it('answers 404 with the app for an unknown event, and the app for pages it does not render', async () => {
    const unknown = await context.app.inject({ url: `/e/${crypto.randomUUID()}` })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('SPA')
    const faq = await context.app.inject({ url: '/faq' })
    expect(faq.statusCode).toBe(200)
    expect(faq.body).toContain('SPA')
    // A filter that does not read falls back to the app rather than an error page.
    const odd = await context.app.inject({ url: '/feed?From=2026-02-30' })
    expect(odd.statusCode).toBe(200)
  })
})

describe('the language of a rendered page', () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({ url, headers })
    return { ...response, lang: /<html lang="(\w+)"/.exec(response.body)?.[1] }
  }

  it('follows the address first, then the chosen language, then the browser, then English', async () => {
    expect((await page('/feed')).lang).toBe('en')
    expect((await page('/feed', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' })).lang).toBe('bn')
    expect((await page('/feed', { 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' })).lang).toBe('en')
    expect((await page('/feed', { 'accept-language': 'fr;q=1, bn;q=0.4' })).lang).toBe('bn')
    expect((await page('/feed', { cookie: 'theme=x; lang=bn' })).lang).toBe('bn')
    expect((await page('/feed', { cookie: 'lang=en', 'accept-language': 'bn' })).lang).toBe('en')
    expect((await page('/feed?lang=en', { cookie: 'lang=bn' })).lang).toBe('en')
    expect((await page('/feed?lang=bn', { cookie: 'lang=en' })).lang).toBe('bn')
  })

  it('remembers a language the address asked for, so the next page needs no ?lang=', async () => {
    const asked = await page('/?lang=bn')
    expect(asked.lang).toBe('bn')
    expect(String(asked.headers['set-cookie'])).toMatch(/^lang=bn; Path=\/; Max-Age=\d{8}; SameSite=Lax$/)
    const event = await anEvent({ Title: 'Baul Night', Bn: { Title: 'বাউল রাত' } })
    const bengali = await page(`/e/${event.ID}`, { cookie: 'lang=bn' })
    expect(bengali.lang).toBe('bn')
    expect(bengali.body).toMatch(/<h1[^>]*>বাউল রাত<\/h1>/)
    // Nothing to remember when the address did not say.
    expect(bengali.headers['set-cookie']).toBeUndefined()
    const english = await page(`/e/${event.ID}?lang=en`, { cookie: 'lang=bn' })
    expect(english.body).toMatch(/<h1[^>]*>Baul Night<\/h1>/)
    expect(String(english.headers['set-cookie'])).toMatch(/^lang=en;/)
  })

  it("renders an organization's page in the chosen language, its links without ?lang=", async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    await createEvent(context.app, owner, account.ID, { Title: 'Drum Circle' })
    const feed = await page(`/feed/Organization=${account.ID}`, { cookie: 'lang=bn' })
    expect(feed.lang).toBe('bn')
    expect(feed.body).toContain('ইভেন্ট')
    const list = await page('/feed?lang=bn&District=dhaka')
    expect(list.body).not.toMatch(/href="[^"]*lang=bn/)
  })

  it('tells caches that a page differs by the chosen language and the browsers languages', async () => {
    const response = await page('/feed', { 'accept-encoding': 'gzip' })
    const vary = String(response.headers.vary).toLowerCase()
    expect(vary).toContain('cookie')
    expect(vary).toContain('accept-language')
    expect(vary).toContain('accept-encoding')
  })
})

describe("a seated event's page", () => {
  /**
   * Seats 10 a row, 5 rows: rows A and B General Adult (৳800), the rest Hall Back (৳500); A5 is a
   * wheelchair space and E10 is kept off sale.
   */
  async function seatedHall() {
    const sale = await seatedSale(context.app)
    const plan = hallPlan(sale.front.id, sale.back.id)
    const seatAt = (row: number, seat: number) => plan.Sections[0]?.Rows[row]?.Seats[seat] ?? {}
    Object.assign(seatAt(0, 4), { Accessible: true })
    Object.assign(seatAt(4, 9), { Blocked: true })
    const put = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${sale.event.id}/seating`,
      headers: sale.owner.headers,
      payload: plan,
    })
    expect(put.statusCode, put.body).toBe(200)
    const seatGuest = (SeatID: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/guest',
        headers: sale.owner.headers,
        payload: { EventID: sale.event.id, FirstName: 'Guest', SeatID },
      })
    return { ...sale, seatGuest }
  }
  // Every seat is a dot of one of the picture's paths ("m10 0h0"): how many each kind of path draws.
  const dotsOf = (html: string, kind: 'free' | 'taken') =>
    [...html.matchAll(/<path d="([^"]*)"[^>]*data-seats="(\w+)"/g)]
      .filter((match) => match[2] === kind)
      .reduce((sum, match) => sum + (match[1]?.match(/h0/g)?.length ?? 0), 0)

  it('draws the plan under a fold: a dot per seat, taken ones grey, and a legend of prices and free seats', async () => {
    const hall = await seatedHall()
    const before = (await context.app.inject({ url: `/e/${hall.event.id}` })).body
    expect(before).toContain('aria-label="Seating plan: 49 of 50 seats free"')
    expect(dotsOf(before, 'free') + dotsOf(before, 'taken')).toBe(50)
    expect(dotsOf(before, 'taken')).toBe(1)

    // A seat given away a moment ago reads taken on the next view (the plan's cache heard of it).
    expect((await hall.seatGuest('S-A-1')).statusCode).toBe(200)
    expect((await hall.seatGuest('S-C-1')).statusCode).toBe(200)
    const html = (await context.app.inject({ url: `/e/${hall.event.id}` })).body
    expect(html).toMatch(/<details[^>]*data-public="seating-plan"[^>]*><summary[^>]*>Seating plan/)
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"[^>]*role="img"/)
    expect(html).toContain('aria-label="Seating plan: 47 of 50 seats free"')
    expect(dotsOf(html, 'free')).toBe(47)
    expect(dotsOf(html, 'taken')).toBe(3)
    expect(html).toContain('>Stalls</text>')
    expect(html).toContain('General Adult · ৳800.00 · 19 free')
    expect(html).toContain('Hall Back · ৳500.00 · 28 free')
    for (const entry of ['Taken', 'Not for sale', '♿ Wheelchair space']) expect(html).toContain(entry)
    expect(html).toMatch(
      new RegExp(`href="/purchase/create/event/${hall.event.id}"[^>]*>[\\s\\S]*?Choose seats`),
    )
  })

  it('names the plan, its legend and its counts in Bengali on the Bengali page', async () => {
    const hall = await seatedHall()
    const html = (await context.app.inject({ url: `/bn/e/${hall.event.id}` })).body
    expect(html).toContain('aria-label="আসন বিন্যাস: ৫০টি আসনের ৪৯টি খালি"')
    expect(html).toContain('>স্টল</text>')
    for (const entry of ['নেওয়া হয়ে গেছে', 'বিক্রির জন্য নয়', '♿ হুইলচেয়ারের জায়গা', '২০টি খালি', 'আসন বেছে নিন'])
      expect(html).toContain(entry)
  })

  it('shows no plan for an event sold by count', async () => {
    const event = await anEvent({ Title: 'Open-air Jatra' })
    const html = (await context.app.inject({ url: `/e/${event.ID}` })).body
    expect(html).toMatch(/<h1[^>]*>Open-air Jatra<\/h1>/)
    expect(html).not.toContain('Seating plan')
    expect(html).not.toContain('<details')
  })
})
