import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
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
  return event
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

  it("leaves a seated event's checkout, a sale behind the queue and a missing event to the app", async () => {
    const seated = await seatedSale(context.app)
    const queued = await queuedEvent(context.app)
    for (const id of [seated.event.id, queued.event.id, '00000000-0000-4000-8000-000000000000']) {
      const html = (await context.app.inject({ url: `/purchase/create/event/${id}` })).body
      expect(html).toContain('SPA')
    }
  })
})
