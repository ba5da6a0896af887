import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'

// Every test fails if the page logged an error or threw: the shell must load cleanly.
const test = failingOnConsoleErrors()

const html = (page: Page) => page.locator('html')

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

test('is dark by default and keeps the light theme after a reload', async ({ page }) => {
  await page.goto('/')
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
  await page.reload()
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light')
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
})

test('switches the interface to Bengali and keeps it', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  // The Bengali face is in by the time the first Bengali text is drawn: no empty boxes while it downloads.
  const faceWhenSwitched = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new MutationObserver(() => {
          if (document.documentElement.lang === 'bn')
            resolve(document.fonts.check('400 16px "Mela Bengali"', 'অ'))
        }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
      }),
  )
  await page.getByRole('button', { name: 'বাংলা' }).click()
  await expect(html(page)).toHaveAttribute('lang', 'bn')
  expect(await faceWhenSwitched).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'বিকাশে পেমেন্ট কীভাবে কাজ করে?' })).toBeVisible()
  await page.reload()
  await expect(html(page)).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('link', { name: 'প্রশ্নোত্তর' })).toBeVisible()
})

test('sends an anonymous visitor from /tickets to the login', async ({ page }) => {
  await page.goto('/tickets')
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftickets&reason=tickets$/)
  await expect(page.getByRole('dialog', { name: 'Welcome to Mela' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible()
})

// The unknown page itself answers HTTP 404 (for crawlers and links), which the console reports.
const testOf404 = failingOnConsoleErrors(/status of 404/)

testOf404('shows the not-found page for an unknown path, with HTTP 404', async ({ page }) => {
  const answer = await page.goto('/no/such/page')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('scrolls a FAQ #hash link clear of the top bar', async ({ page }) => {
  await page.goto('/faq#refunds')
  const question = page.locator('#refunds')
  await expect(question).toHaveClass(/hash-highlight/)
  await expect.poll(async () => Math.round((await question.boundingBox())?.y ?? 0)).toBe(92)
})

test('has no serious accessibility violations on / and /faq', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Mela' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await page.goto('/faq')
  await expect(page.locator('#bkash-payment')).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Browse events' })).toBeVisible()
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0)
  // The top bar's last control must be fully on screen, not clipped by the fixed header.
  const login = await page.getByRole('banner').getByRole('link', { name: 'Login' }).boundingBox()
  expect((login?.x ?? 0) + (login?.width ?? 0)).toBeLessThanOrEqual(360)
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'FAQ' })).toBeVisible()
})
