import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tickets } from '../../db/schema.ts'
import { repoRoot } from '../../paths.ts'
import { createTicket } from '../../testing/catalog-fixtures.ts'
import { createEvent } from '../../testing/event-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { createOrganization } from '../../testing/organization-fixtures.ts'
import { queuedEvent } from '../../testing/queue-fixtures.ts'
import { seatedSale } from '../../testing/seating-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'

// A web build beside its server renderer, as in public-pages.test.ts: the renderer is the web source itself.
const dist = mkdtempSync(join(tmpdir(), 'mela-checkout-'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div>SPA</body></html>')
mkdirSync(`${dist}-ssr`)
writeFileSync(
  join(`${dist}-ssr`, 'render.mjs'),
  `export { renderPublicPage } from '${join(repoRoot, 'apps/web/src/public/render.tsx')}'\n`,
)
writeFileSync(
  join(`${dist}-ssr`, 'public-assets.json'),
  JSON.stringify({
    css: ['/assets/public-style.css'],
    script: '/assets/public-x.js',
    checkoutScript: '/assets/checkout-x.js',
    seatMapScript: '/assets/seat-map-x.js',
  }),
)
const context = useTestApp({ webDist: dist, publicUrl: 'https://mela.example' })

async function aCountedEvent(Price = 500) {
  const owner = await signedInUser(context.app)
  const account = await createOrganization(context.app, owner)
  const event = await createEvent(context.app, owner, account.ID, { Title: 'Baul Night' }, { publish: false })
  await createTicket(context.app, owner, event.ID, { Section: 'Gallery', Category: 'Regular', Price })
  await context.app.inject({
    method: 'PUT',
    url: `/api/event/${event.ID}/form`,
    headers: owner.headers,
    payload: {
      Fields: [{ ID: 'tshirt', Label: 'T-shirt size', Type: 'select', Required: true, Options: ['M', 'L'] }],
    },
  })
  await context.app.inject({ method: 'POST', url: `/api/event/${event.ID}/publish`, headers: owner.headers })
  return { ...event, owner }
}

describe('checkout rendered on the server', () => {
  it('draws an event sold by count with its tickets, questions, buyer form, ways of paying and Pay, and its own script', async () => {
    const event = await aCountedEvent()
    const response = await context.app.inject({ url: `/purchase/create/event/${event.ID}?lang=en` })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).not.toContain('SPA')
    expect(html).toContain('<title>Buy tickets | Mela</title>')
    expect(html).toMatch(/<h1[^>]*>Baul Night<\/h1>/)
    expect(html).toContain('aria-label="Add one Gallery Regular"')
    expect(html).toContain('৳500.00')
    // The question as the browser's own dropdown, each field named for the script and a form post.
    expect(html).toContain('T-shirt size')
    expect(html).toMatch(/<select[^>]*name="Answers.tshirt"/)
    expect(html).toMatch(/<input[^>]*name="Buyer.Phone"/)
    expect(html).toContain('bKash')
    expect(html).toContain('Choose tickets')
    expect(html).toContain('<script defer src="/assets/checkout-x.js"></script>')
    expect(html).not.toContain('/assets/public-x.js')
  })

  it('draws it in Bengali, with Bengali digits', async () => {
    const event = await aCountedEvent()
    const html = (await context.app.inject({ url: `/purchase/create/event/${event.ID}?lang=bn` })).body
    expect(html).toContain('<html lang="bn"')
    expect(html).toContain('৳৫০০.০০')
    expect(html).toContain('আরও একটি Gallery Regular যোগ করুন')
  })

  it('lists the ways of paying the event takes, and only those, each with its logo, in English and Bengali', async () => {
    const { owner, ...event } = await aCountedEvent()
    const policy = await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}/attendee-policy`,
      headers: owner.headers,
      payload: {
        WaitlistEnabled: false,
        TransfersEnabled: false,
        AcceptedPayments: ['bkash', 'nagad', 'card'],
      },
    })
    expect(policy.statusCode, policy.body).toBe(200)
    const page = async (lang: string) =>
      (await context.app.inject({ url: `/purchase/create/event/${event.ID}?lang=${lang}` })).body
    const logos = (html: string) =>
      [...html.matchAll(/<img src="\/payment-logos\/(\w+)\.svg"/g)].map((m) => m[1])
    const english = await page('en')
    expect(logos(english)).toEqual(['bkash', 'nagad', 'card'])
    for (const name of ['bKash', 'Nagad', 'Card']) expect(english).toContain(`>${name}<`)
    for (const name of ['Rocket', 'Upay', 'Other (internet banking)'])
      expect(english).not.toContain(`>${name}<`)
    const bengali = await page('bn')
    expect(logos(bengali)).toEqual(['bkash', 'nagad', 'card'])
    for (const name of ['বিকাশ', 'নগদ', 'কার্ড']) expect(bengali).toContain(`>${name}<`)
    for (const name of ['রকেট', 'উপায়', 'অন্যান্য (ইন্টারনেট ব্যাংকিং)']) expect(bengali).not.toContain(`>${name}<`)
    expect(english).not.toContain('% fee')

    // Passing the payment fees to buyers: each way's fee beside its name, before anything is chosen.
    await context.app.inject({
      method: 'PUT',
      url: `/api/event/${event.ID}/attendee-policy`,
      headers: owner.headers,
      payload: { WaitlistEnabled: false, TransfersEnabled: false, PassFeesToBuyers: true },
    })
    const fees = (html: string) => [...html.matchAll(/>(\+[^<]*(?:fee|ফি))</g)].map((m) => m[1])
    expect(fees(await page('en'))).toEqual(['+1.5% fee', '+1.5% fee', '+2.5% fee'])
    expect(fees(await page('bn'))).toEqual(['+১.৫% ফি', '+১.৫% ফি', '+২.৫% ফি'])
  })

  it('takes the order as a plain form post: drawn again with the reasons at their fields, then placed', async () => {
    // Free, so no gateway is needed here; the journey with scripts off goes on to bKash (e2e/checkout.spec.ts).
    const event = await aCountedEvent(0)
    const tickets = (await context.app.inject({ url: `/api/ticket?eventId=${event.ID}` })).json()
    const fields = { [`ticket:${tickets[0].ID}`]: '2', 'Buyer.FirstName': 'Karim', 'Answers.tshirt': 'L' }
    const post = (form: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: `/purchase/create/event/${event.ID}?lang=en`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      })
    const refused = await post(fields)
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="Buyer.Phone"/)
    expect(refused.body).toContain('Value is required')
    expect(refused.body).toMatch(/<input[^>]*name="Buyer.FirstName" value="Karim"/)

    const placed = await post({ ...fields, 'Buyer.Phone': '01712345678' })
    expect(placed.statusCode).toBe(303)
    expect(placed.headers.location).toMatch(/^\/purchase\/view\/[0-9a-f-]{36}$/)
  })

  it('draws a seated event with its plan, a list of its seats, best available and the map on touch', async () => {
    const { event, front, back, plan } = await seatedSale(context.app)
    const html = (await context.app.inject({ url: `/purchase/create/event/${event.id}?lang=en` })).body
    expect(html).not.toContain('SPA')
    // The plan's still picture is the button that loads the map; the map's module is named, not loaded.
    expect(html).toMatch(/<button[^>]*data-look="map-open"/)
    expect(html).toContain('data-plan="picture"')
    expect(html).toContain('"mapScript":"/assets/seat-map-x.js"')
    expect(html).not.toContain('<script type="module"')
    const a1 = plan.Sections[0]?.Rows[0]?.Seats[0]
    expect(html).toContain(`data-seat-button="${a1?.ID}"`)
    expect(html).toContain('aria-label="Section Stalls, row A, seat 1, ৳800.00"')
    expect(html).toContain('aria-label="Quantity of Best available in Hall Back"')
    // With scripts off a seated ticket is chosen by its best-available count.
    expect(html).toMatch(new RegExp(`<select[^>]*name="best:${back.id}"`))
    expect(html).not.toMatch(new RegExp(`<select[^>]*name="ticket:${front.id}"`))
  })

  it('draws the seat list in Bengali, with Bengali digits', async () => {
    const { event } = await seatedSale(context.app)
    const html = (await context.app.inject({ url: `/purchase/create/event/${event.id}?lang=bn` })).body
    expect(html).toContain('স্টল')
    expect(html).toContain('৳৮০০.০০')
    expect(html).toMatch(/data-seat-button="[^"]+"[^>]*>১</)
  })

  it('takes best available as a plain form post, on to the order that shows the seats held', async () => {
    const { event, back } = await seatedSale(context.app)
    // Free, so no gateway is needed here: the order's page shows the seats the server chose.
    await context.app.database.db.update(tickets).set({ price: 0 }).where(eq(tickets.id, back.id))
    const placed = await context.app.inject({
      method: 'POST',
      url: `/purchase/create/event/${event.id}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        [`best:${back.id}`]: '2',
        'Buyer.FirstName': 'Karim',
        'Buyer.Phone': '01712345678',
        PaymentOption: 'bkash',
      }).toString(),
    })
    expect(placed.statusCode, placed.body).toBe(303)
    expect(placed.headers.location).toMatch(/^\/purchase\/view\/[0-9a-f-]{36}$/)
  })

  it('draws a queued sale as its waiting screen, before the checkout shown once the browser holds a pass', async () => {
    const queued = await queuedEvent(context.app)
    const response = await context.app.inject({ url: `/purchase/create/event/${queued.event.id}?lang=bn` })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html).not.toContain('SPA')
    expect(html).toContain('data-public="queue"')
    expect(html).toContain('আপনি সারিতে আছেন')
    // An hour before the opening: its countdown in Bengali digits, drawn by the server.
    expect(html).toMatch(/data-look="queue-countdown"[^>]*>[০-৯]{1,2}(:[০-৯]{2}){1,2}</)
    expect(html).toContain('data-testid="queue-pass-timer"')
    expect(html).toContain('data-public="checkout"')
  })

  it("draws a private event's checkout for whoever has its link, as its event page", async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const event = await createEvent(context.app, owner, account.ID, {
      Title: 'By invitation',
      Visibility: 'private',
    })
    await createTicket(context.app, owner, event.ID, { Section: 'Hall', Category: 'Regular', Price: 300 })
    const html = (await context.app.inject({ url: `/purchase/create/event/${event.ID}?lang=en` })).body
    expect(html).not.toContain('SPA')
    expect(html).toContain('data-public="checkout"')
  })

  it('leaves an event its team alone may see, and a missing one, to the app', async () => {
    const owner = await signedInUser(context.app)
    const account = await createOrganization(context.app, owner)
    const draft = await createEvent(context.app, owner, account.ID, { Title: 'Draft' }, { publish: false })
    for (const id of [draft.ID, '00000000-0000-4000-8000-000000000000']) {
      const html = (await context.app.inject({ url: `/purchase/create/event/${id}` })).body
      expect(html).toContain('SPA')
    }
  })
})
