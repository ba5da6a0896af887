import { expect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { publishedEvent, signUp, unique } from './organizer-helpers.ts'

// The public read pages come rendered from the server: readable with scripts off, light on a phone.
const test = failingOnConsoleErrors()

const title = `Lalon Evening ${unique()}`
let eventId: string

test.beforeAll(async ({ request }) => {
  const owner = await signUp(request, `ssr${unique()}`)
  ;({ eventId } = await publishedEvent(request, owner, {
    event: {
      Title: title,
      Venue: 'Shilpakala Academy',
      Bn: { Title: 'লালন সন্ধ্যা', Venue: 'শিল্পকলা একাডেমি' },
    },
    tickets: [{ Section: 'Hall', Category: 'Front', Price: 750, Capacity: 50 }],
  }))
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the event page shows its title, date, venue, tickets and prices', async ({ page }) => {
    const answer = await page.goto(`/e/${eventId}`)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText('Shilpakala Academy')).toBeVisible()
    await expect(page.locator('time').first()).toHaveAttribute('datetime', /T/)
    const tickets = page.getByRole('region', { name: 'Tickets' })
    await expect(tickets).toContainText('Hall · Front')
    await expect(tickets).toContainText('৳750.00')
    await expect(tickets.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
      'href',
      `/purchase/create/event/${eventId}`,
    )
    await expect(page).toHaveTitle(`${title} | Mela`)
  })

  test('the home page and the feed list events', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Mela' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto('/feed?District=dhaka')
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    // The filters are a plain form: searching works without a script. (The search, not the first page:
    // other journeys of the suite add Dhaka events that start sooner.)
    await page.getByRole('searchbox', { name: 'Search' }).fill(title)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/Search=Lalon/)
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article').getByRole('link', { name: title })).toBeVisible()
  })
})

test('on a 360 px phone the Buy link leads to checkout', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/e/${eventId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0)
  // The shortcut at the top of a phone's first screen jumps to the tickets; their Buy link to checkout.
  await page.getByRole('link', { name: 'Buy tickets' }).first().click()
  await expect(page).toHaveURL(/#event-tickets$/)
  await page.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: 'Buy tickets' }).click()
  await expect(page).toHaveURL(`/purchase/create/event/${eventId}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
})

test('the phone menu opens and the theme switch keeps its choice', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'FAQ' })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  await page.goto(`/e/${eventId}`)
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
})

test('/bn/e/{id} is in Bengali, with the event in Bengali', async ({ page }) => {
  await page.goto(`/bn/e/${eventId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1, name: 'লালন সন্ধ্যা' })).toBeVisible()
  await expect(page.getByText('শিল্পকলা একাডেমি')).toBeVisible()
  await expect(page.getByRole('link', { name: 'টিকিট কিনুন' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/bn\/e\//)
  await page.screenshot({ path: '/tmp/shots-b/e2e-event-bn.png', fullPage: true })
})

test("a performer's page reads without a script, and Follow asks a visitor to sign in", async ({
  page,
  request,
}) => {
  const feed = (await (await request.get('/api/event/feed?PageSize=50')).json()) as {
    Items: { Performers: { ID: string; FirstName: string }[] }[]
  }
  const performer = feed.Items.flatMap((event) => event.Performers)[0]
  // The demo data written at first start names performers on its events: none found is a failure, not a skip.
  if (!performer) throw new Error('No event on the feed names a performer')
  await page.goto(`/performer/${performer.ID}`)
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(performer.FirstName) })).toBeVisible()
  await page.getByTestId('follow-button').click()
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/performer/${performer.ID}`)}`)
})
