import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// One language choice for the whole site: chosen once, the server-rendered pages (feed, event,
// organization) and the app's pages come in it, and so do their links and a reload. One header too.
const test = failingOnConsoleErrors()

const title = `Jatra Night ${unique()}`
const bengaliTitle = 'যাত্রার রাত'
let eventId: string
let accountId: string
let owner: Session

const SHOTS = '/tmp/shots-h8'
const atPhoneWidth = (page: Page) => page.setViewportSize({ width: 360, height: 740 })
const phoneMenu = (page: Page) => page.getByRole('dialog')

test.beforeAll(async ({ request }) => {
  owner = await signUp(request, `lang${unique()}`)
  ;({ eventId, accountId } = await publishedEvent(request, owner, {
    event: { Title: title, Bn: { Title: bengaliTitle } },
    tickets: [{ Section: 'Hall', Category: 'Front', Price: 300, Capacity: 40 }],
  }))
})

test('a visitor chooses বাংলা once on the landing page and every rendered page follows', async ({ page }) => {
  await atPhoneWidth(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await phoneMenu(page).getByRole('link', { name: 'বাংলা' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')

  // The feed, with no ?lang= in its address, and a card's link to the event page.
  await page.goto(`/feed?Search=${encodeURIComponent(title)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1, name: 'ইভেন্ট' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/feed-bn-360.png`, fullPage: true })
  await page.getByRole('article').getByRole('link', { name: bengaliTitle }).first().click()
  await expect(page).not.toHaveURL(/lang=/)
  await expect(page.getByRole('heading', { level: 1, name: bengaliTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: 'টিকিট কিনুন' }).first()).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/event-bn-360.png`, fullPage: true })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: bengaliTitle })).toBeVisible()

  await page.goto(`/feed/Organization=${accountId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('banner').getByRole('link', { name: 'টিকিট' })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/organization-bn-360.png`, fullPage: true })

  // An app page (not rendered on the server) agrees.
  await page.goto('/faq')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('banner').getByRole('link', { name: 'টিকিট' })).toBeVisible()

  // And back to English, from the event page, for the next pages too.
  await page.goto(`/e/${eventId}`)
  await page.getByRole('button', { name: 'নেভিগেশন খুলুন' }).click()
  await phoneMenu(page).getByRole('link', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.goto('/feed')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test.describe('a browser that asks for Bengali', () => {
  test.use({ locale: 'bn-BD' })

  test('gets the rendered pages and the app in Bengali without choosing', async ({ page }) => {
    await page.goto(`/e/${eventId}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(page.getByRole('heading', { level: 1, name: bengaliTitle })).toBeVisible()
    await page.goto('/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  })
})

test('a signed-in organizer sees one header, with the user menu and the theme switch, on a rendered page and an app page at 360 px', async ({
  page,
  request,
}) => {
  await signIn(page, owner)
  await atPhoneWidth(page)
  for (const path of [`/e/${eventId}`, '/organization']) {
    await page.goto(path)
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Open user menu' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Tickets' })).toBeVisible()
    await expect(page.getByText(/^(Register|Login)$/).filter({ visible: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Profile' }).filter({ visible: true })).toHaveCount(0)
    await banner.getByRole('button', { name: 'Open user menu' }).click()
    const organizations = { name: 'Organizations', exact: true }
    await expect(
      page.getByRole('link', organizations).or(page.getByRole('menuitem', organizations)).first(),
    ).toBeVisible()
    await expect(page.getByText(`Signed in as ${owner.user.Username}`)).toBeVisible()
    await page.screenshot({
      path: `${SHOTS}/user-menu-${path === '/organization' ? 'app' : 'rendered'}-360.png`,
    })
    await page.keyboard.press('Escape')
    await expect(page.getByText(`Signed in as ${owner.user.Username}`)).toBeHidden()
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const menu = phoneMenu(page)
    await expect(menu.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible()
    await expect(menu.getByText('Register', { exact: true }).filter({ visible: true })).toHaveCount(0)
    await page.screenshot({
      path: `${SHOTS}/phone-menu-${path === '/organization' ? 'app' : 'rendered'}-360.png`,
    })
  }

  // The choice of language made on a rendered page is kept on the account (for mail and SMS).
  await page.goto(`/e/${eventId}`)
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await phoneMenu(page).getByRole('link', { name: 'বাংলা' }).click()
  await expect(page.getByRole('heading', { level: 1, name: bengaliTitle })).toBeVisible()
  const accountLanguage = async () => {
    const me = await request.get('/api/user/me', { headers: authHeaders(owner) })
    return ((await me.json()) as { Language: string }).Language
  }
  await expect.poll(accountLanguage).toBe('bn')
  // And one made on an app page.
  await page.goto('/organization')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await page.getByRole('button', { name: 'নেভিগেশন খুলুন' }).click()
  await phoneMenu(page).getByRole('button', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect.poll(accountLanguage).toBe('en')
})
