import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { expectNoSeriousViolations, signUp, unique } from './organizer-helpers.ts'
import { seatedHall } from './seating-helpers.ts'

// A 2,000-seat hall (four sections of 20 rows of 25) on a 360 px phone: the map draws every seat, the
// list opens a row at a time, and a buyer picks one seat on each. The times printed are what a buyer
// waits on this machine: from opening checkout to the whole map drawn, and from "List of seats" to the list.
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

test('a buyer picks a seat of a 2,000-seat hall on the map and another through the list', async ({
  page,
}, testInfo) => {
  if (slowdown > 1)
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {
      rate: slowdown,
    })
  await page.goto(`/purchase/create/event/${eventId}`)
  const pageMs = await msUntil(page, () => document.querySelector('h2') !== null)
  const mapMs = await msUntil(page, () => document.querySelectorAll('svg [data-seat]').length === 2000)
  await page.screenshot({ path: testInfo.outputPath('hall-map-360.png'), fullPage: true })

  await page.locator('[data-seat="B-B-7"]').tap()
  const chosen = page.getByRole('region', { name: 'Your seats' })
  await expect(chosen.getByText('Section B · Row B · Seat 7 — ৳800.00')).toBeVisible()

  // Timed in the page: a click through Playwright costs more than the list does.
  const listMs = await page.evaluate(async () => {
    const asked = performance.now()
    document.querySelector<HTMLInputElement>('input[value="list"]')?.click()
    while (!document.querySelector('[aria-expanded]')) await new Promise(requestAnimationFrame)
    return Math.round(performance.now() - asked)
  })
  // Only the section and row holding the seat already chosen are open: not 2,000 buttons.
  await expect(page.getByRole('button', { name: /^[A-D], \d+ free$/ })).toHaveCount(4)
  await expect(page.getByRole('button', { name: /^Row [A-T], \d+ free$/ })).toHaveCount(20)
  await expect(page.getByRole('button', { name: /^Section /, pressed: false })).toHaveCount(24)
  await expect(page.getByRole('button', { name: 'Section B, row B, seat 7, ৳800.00' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // By keyboard: open section D, then its row C, step into the seats, choose seat 12.
  const section = page.getByRole('region', { name: 'D' })
  await section.getByRole('button', { name: 'D, 500 free' }).focus()
  await page.keyboard.press('Enter')
  for (let n = 0; n < 3; n++) await page.keyboard.press('Tab')
  await expect(section.getByRole('button', { name: 'Row C, 25 free' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('button', { name: 'Row C, 25 free' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  for (let n = 0; n < 12; n++) await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Section D, row C, seat 12, ৳800.00' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(chosen.getByText('Section D · Row C · Seat 12 — ৳800.00')).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('hall-list-360.png'), fullPage: true })
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: 'A, 500 free' }).click()
  await page.getByRole('region', { name: 'A' }).getByRole('button', { name: 'Row D, 25 free' }).click()
  await page.getByRole('button', { name: 'Section A, row D, seat 1, ৳500.00' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Nabila')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('01711000000')
  await expect(page.getByRole('button', { name: 'Pay ৳2,100.00 with bKash' })).toBeEnabled()

  const timings = `2,000-seat hall at 360 px, CPU ×${slowdown}: checkout drawn ${pageMs} ms, its map ${mapMs} ms after opening it, list ${listMs} ms after asking for it`
  console.log(timings)
  testInfo.annotations.push({ type: 'timing', description: timings })
})

test('in Bengali the list names each seat in Bengali', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'))
  await page.goto(`/purchase/create/event/${eventId}`)
  await page.getByText('আসনের তালিকা', { exact: true }).click()
  const section = page.getByRole('region', { name: 'খ' })
  await section.getByRole('button', { name: 'খ, ৫০০টি খালি' }).click()
  await section.getByRole('button', { name: 'সারি C, ২৫টি খালি' }).click()
  const seat = section.getByRole('button', { name: 'সেকশন খ, সারি C, আসন ১২, ৳৮০০.০০' })
  await seat.click()
  await expect(seat).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('সেকশন খ · সারি C · আসন ১২ — ৳৮০০.০০')).toBeVisible()
  await section.getByRole('button', { name: 'সারি C, ২৫টি খালি' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('hall-list-bn-360.png') })
})
