import { test as base, expect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { expectNoSeriousViolations, signUp, unique } from './organizer-helpers.ts'
import { planOf, seatedHall } from './seating-helpers.ts'

// A seated event's checkout as the server renders it, on a 360 px phone: seats picked on the list with
// no map loaded (a reload keeps them and what was typed), the map loaded only on a touch of the plan,
// Bengali in dark and light, and best available by count posted as a plain form with scripts off.
const test = failingOnConsoleErrors()
const screen = { width: 360, height: 780 }
test.use({ viewport: screen, hasTouch: true })

let eventId: string

base.beforeAll(async ({ request }) => {
  const owner = await signUp(request, `seated${unique()}`)
  ;({ eventId } = await seatedHall(request, owner, { sections: ['Stalls'], rows: 4, seatsPerRow: 6 }))
})

/** The scripts the page has asked for so far. */
const scriptsOf = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))

test('a buyer picks seats on the list, keeps them through a reload and pays for them with bKash', async ({
  page,
}) => {
  await page.goto(`/purchase/create/event/${eventId}`)
  const chosen = page.getByRole('region', { name: 'Your seats' })
  await page.getByRole('button', { name: 'Section Stalls, row A, seat 3, ৳800.00' }).tap()
  await page.getByRole('button', { name: 'Section Stalls, row A, seat 4, ৳800.00' }).tap()
  await page.getByRole('button', { name: 'Section Stalls, row D, seat 1, ৳500.00' }).tap()
  await expect(chosen.getByRole('listitem')).toHaveCount(3)
  await expect(chosen.getByText('Section Stalls · Row D · Seat 1 — ৳500.00')).toBeVisible()
  // Let one go from the seats chosen; the list shows it free again.
  await chosen.getByRole('button', { name: 'Remove Section Stalls · Row D · Seat 1' }).tap()
  await expect(page.getByRole('button', { name: 'Section Stalls, row D, seat 1, ৳500.00' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(page.getByRole('button', { name: 'Pay ৳1,600.00 with bKash' })).toBeEnabled()
  await page.getByRole('textbox', { name: 'First name' }).fill('Shirin')
  // The map was never touched: its module was never asked for.
  expect((await scriptsOf(page)).some((name) => name.includes('/seat-map-'))).toBe(false)

  await page.reload()
  await expect(chosen.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Shirin')
  await expect(page.getByRole('button', { name: 'Section Stalls, row A, seat 3, ৳800.00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Pay ৳1,600.00 with bKash' }).tap()
  await expect(page).toHaveURL(/\/bkash-sandbox\//)
  await payOnSandbox(page)
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  await expect(page.getByTestId('ticket-seat')).toHaveCount(2)
  expect(await page.getByTestId('ticket-seat').allTextContents()).toEqual([
    'Section Stalls · Row A · Seat 3',
    'Section Stalls · Row A · Seat 4',
  ])
})

test('in Bengali, dark and light, the map loads on a touch and its seats join the list', async ({ page }) => {
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage })
  await page.goto(`/purchase/create/event/${eventId}?lang=bn`)
  await expect(page.getByRole('heading', { name: 'টিকিট বেছে নিন' })).toBeVisible()
  await shot('seated-checkout-bn-dark-360', true)
  await page.getByRole('button', { name: 'আসন বিন্যাস: আসন বেছে নিতে ম্যাপ খুলুন' }).tap()
  await page.locator('[data-seat="Stalls-B-2"]').tap()
  const chosen = page.getByRole('region', { name: 'আপনার আসন' })
  await expect(chosen.getByText('সেকশন ক · সারি B · আসন ২ — ৳৮০০.০০')).toBeVisible()
  await expect(page.getByRole('button', { name: 'সেকশন ক, সারি B, আসন ২, ৳৮০০.০০' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('button', { name: 'বিকাশ দিয়ে ৳৮০০.০০ পরিশোধ করুন' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)
  await expectNoSeriousViolations(page)
  await shot('seated-checkout-map-bn-dark-360', true)

  await page.evaluate(() => localStorage.setItem('selectedTheme', 'light'))
  await page.reload()
  await expect(chosen.getByRole('listitem')).toHaveCount(1)
  await expectNoSeriousViolations(page)
  await shot('seated-checkout-bn-light-360', true)
})

base.describe('with JavaScript off', () => {
  base.use({ javaScriptEnabled: false, viewport: screen })

  base(
    'a buyer asks for the best two seats by count and is shown them held before bKash',
    async ({ page, request }) => {
      await page.goto(`/purchase/create/event/${eventId}`)
      await page.getByRole('combobox', { name: 'Best available in Hall Silver' }).selectOption('2')
      await page.getByRole('textbox', { name: 'First name' }).fill('Karim')
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
      await page.screenshot({ path: base.info().outputPath('seated-no-script-360.png'), fullPage: true })
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
      const held = (await planOf(request, eventId)).Sections.flatMap((section) =>
        section.Rows.flatMap((row) =>
          row.Seats.filter((seat) => seat.Status === 'held').map(() => row.Label),
        ),
      )
      expect(held).toHaveLength(2)
      expect(new Set(held).size).toBe(1)
    },
  )
})
