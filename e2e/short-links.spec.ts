import { expect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// A taken name answers 409 and an unknown link 404 on purpose; the browser logs those answers as errors.
const test = failingOnConsoleErrors(/status of (409|404)/)

let owner: Session

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `linker${unique()}`)
  await request.dispose()
})

test.use({ viewport: { width: 360, height: 780 } })

test('a user makes a short link, a visitor opening it lands on the target, and the count rises', async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = `faq-${unique()}`
  const target = `${baseURL}/faq`
  await signIn(page, owner)
  await page.goto('/url-shortener')
  await expect(page.getByRole('heading', { name: 'URL Shortener' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('You have no short links yet.')).toBeVisible()

  await page.getByLabel('Long address').fill(target)
  await page.getByLabel('Short name (optional)').fill(slug)
  await page.getByRole('button', { name: 'Make short link' }).click()
  const card = page.getByTestId('short-link').filter({ hasText: slug })
  await expect(card).toBeVisible()
  await expect(card.getByTestId('short-link-clicks')).toHaveText('0 clicks')
  await expect(card.getByText(target)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // The same name again is taken, said beside the field.
  await page.getByLabel('Long address').fill(target)
  await page.getByLabel('Short name (optional)').fill(slug.toUpperCase())
  await page.getByRole('button', { name: 'Make short link' }).click()
  await expect(page.getByText('This short link is taken')).toBeVisible()

  // The QR code of the link shows on demand.
  await card.getByRole('button', { name: 'QR code' }).click()
  await expect(card.getByRole('img', { name: /QR code of/ })).toBeVisible()
  await page.screenshot({ path: '/tmp/pw-links/url-shortener-360.png', fullPage: true })

  // A visitor (no session) opens the short link and lands on the FAQ.
  const visitor = await browser.newPage()
  await visitor.goto(`${baseURL}/s/${slug}`)
  await expect(visitor).toHaveURL(target)
  await expect(visitor.getByRole('heading', { name: 'Frequently asked questions' }).first()).toBeVisible()
  await visitor.close()

  await page.reload()
  await expect(card.getByTestId('short-link-clicks')).toHaveText('1 click')

  // An unknown link is the not-found page, with a 404.
  const missing = await page.goto(`/s/nobody-${unique()}`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible()
})
