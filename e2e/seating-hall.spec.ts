import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { expectNoSeriousViolations, signUp, unique } from './organizer-helpers.ts'
import { seatedHall } from './seating-helpers.ts'

// A 2,000-seat hall (four sections of 20 rows of 25) on a 360 px phone, on the rendered checkout: the
// map, loaded when the buyer touches the plan's picture, draws every seat; the list folds by section and
// row; a buyer picks one seat on each. The times printed are what a buyer waits on this machine: from
// opening checkout to its first heading, and from the touch to the whole map drawn.
const test = failingOnConsoleErrors()
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })

let eventId: string
// HALL_CPU_SLOWDOWN=4 times it on a CPU slowed as a mid-range phone's is (Chromium's throttling).
const slowdown = Number(process.env.HALL_CPU_SLOWDOWN ?? 1)

test.beforeAll(async ({ request }) => {
  const owner = await signUp(request, `stadium${unique()}`)
  ;({ eventId } = await seatedHall(request, owner, {
    sections: ['A', 'B', 'C', 'D'],
    rows: 20,
    seatsPerRow: 25,
  }))
})

/** Milliseconds from opening the page until `drawn` holds in it, checked at every animation frame. */
async function msUntil(page: Page, drawn: () => boolean) {
  await page.waitForFunction(drawn, null, { polling: 'raf', timeout: 30_000 })
  return Math.round(await page.evaluate(() => performance.now()))
}

/** The list's folded section (its <details>) whose summary starts with `name`, and its row `label`. */
const sectionOf = (page: Page, name: string) =>
  page
    .locator('[data-look="seat-list"] > details')
    .filter({ has: page.locator(`:scope > summary:text-matches("^${name}")`) })
const rowOf = (page: Page, section: string, label: string) =>
  sectionOf(page, section)
    .locator('details')
    .filter({ has: page.locator(`:scope > summary:text-matches("${label}")`) })

test('a buyer picks a seat of a 2,000-seat hall on the map and another through the list', async ({
  page,
}, testInfo) => {
  if (slowdown > 1)
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {
      rate: slowdown,
    })
  await page.goto(`/purchase/create/event/${eventId}`)
  const pageMs = await msUntil(page, () => document.querySelector('h2') !== null)
  // The plan's still picture is on the page; the map loads when the buyer touches it.
  await page.getByRole('button', { name: 'Seating plan: open the map to choose seats on it' }).tap()
  const touchedMs = Math.round(await page.evaluate(() => performance.now()))
  const mapMs =
    (await msUntil(page, () => document.querySelectorAll('svg [data-seat]').length === 2000)) - touchedMs
  await page.screenshot({ path: testInfo.outputPath('hall-map-360.png'), fullPage: true })

  await page.locator('[data-seat="B-B-7"]').tap()
  const chosen = page.getByRole('region', { name: 'Your seats' })
  await expect(chosen.getByText('Section B · Row B · Seat 7 — ৳800.00')).toBeVisible()
  // The seat picked on the map is pressed in the list too: one choice.
  await expect(page.getByRole('button', { name: 'Section B, row B, seat 7, ৳800.00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The list is folded by section and row: only the row holding that seat opened, not 2,000 buttons.
  await expect(page.getByRole('button', { name: /^Section /, pressed: false })).toHaveCount(24)

  // By keyboard: open section D, then its row C, step into the seats, choose seat 12.
  await sectionOf(page, 'D').locator(':scope > summary').focus()
  await page.keyboard.press('Enter')
  for (let n = 0; n < 3; n++) await page.keyboard.press('Tab')
  const rowC = rowOf(page, 'D', 'Row C')
  await expect(rowC.locator(':scope > summary')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(rowC).toHaveAttribute('open', '')
  for (let n = 0; n < 12; n++) await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Section D, row C, seat 12, ৳800.00' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(chosen.getByText('Section D · Row C · Seat 12 — ৳800.00')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('hall-list-360.png'), fullPage: true })
  await expectNoSeriousViolations(page)

  await sectionOf(page, 'A').locator(':scope > summary').click()
  await rowOf(page, 'A', 'Row D').locator(':scope > summary').click()
  await page.getByRole('button', { name: 'Section A, row D, seat 1, ৳500.00' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Nabila')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('01711000000')
  await expect(page.getByRole('button', { name: 'Pay ৳2,100.00 with bKash' })).toBeEnabled()

  const timings = `2,000-seat hall at 360 px, CPU ×${slowdown}: checkout drawn ${pageMs} ms, its map ${mapMs} ms after the touch that loads it`
  console.log(timings)
  testInfo.annotations.push({ type: 'timing', description: timings })
})

test('in Bengali the list names each seat in Bengali', async ({ page }) => {
  await page.goto(`/purchase/create/event/${eventId}?lang=bn`)
  await sectionOf(page, 'খ').locator(':scope > summary').click()
  await rowOf(page, 'খ', 'সারি C').locator(':scope > summary').click()
  await expect(rowOf(page, 'খ', 'সারি C').locator(':scope > summary')).toContainText('২৫টি খালি')
  const seat = page.getByRole('button', { name: 'সেকশন খ, সারি C, আসন ১২, ৳৮০০.০০' })
  await seat.click()
  await expect(seat).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('সেকশন খ · সারি C · আসন ১২ — ৳৮০০.০০')).toBeVisible()
  await seat.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('hall-list-bn-360.png') })
})
