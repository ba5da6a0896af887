import { expect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, expectNoSeriousViolations, type Session, signUp, unique } from './organizer-helpers.ts'
import { planOf, seatedHall } from './seating-helpers.ts'

// Paying through SSLCommerz as a buyer's phone does, on the bundled sandbox's page: a guest pays for seats
// with Nagad and finds them on the tickets; a Bengali buyer's card is refused and they pay with Nagad
// instead, the same seats kept all along; once the organizer passes the payment fee to buyers, each way's
// fee shows before paying and the total follows the way chosen.
const test = failingOnConsoleErrors()
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, timezoneId: 'UTC' })

let owner: Session
let eventId: string
test.beforeAll(async ({ request }) => {
  owner = await signUp(request, `gateway${unique()}`)
  ;({ eventId } = await seatedHall(request, owner, { sections: ['Stalls'], rows: 4, seatsPerRow: 6 }))
})

/** Taps seats of row `label` on the map by their numbers (checkout's map loads on a touch of the plan). */
async function tapSeats(page: Page, label: string, numbers: string[]) {
  await page.locator('[data-look="map-open"]').tap()
  await expect(page.locator('svg [data-seat]').first()).toBeVisible()
  const plan = await planOf(page.request, eventId)
  const row = plan.Sections[0]?.Rows.find((r) => r.Label === label)
  for (const number of numbers) {
    const seat = row?.Seats.find((s) => s.Number === number)
    await page.locator(`[data-seat="${seat?.ID}"]`).tap()
  }
}

test('a guest pays for two seats with Nagad on the gateway and finds them on the tickets', async ({
  page,
}) => {
  await page.goto(`/purchase/create/event/${eventId}`)
  await tapSeats(page, 'A', ['2', '3'])
  await page.getByRole('textbox', { name: 'First name' }).fill('Sadia')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  const methods = page.getByRole('radiogroup', { name: 'Pay with' })
  for (const name of ['bKash', 'Nagad', 'Rocket', 'Upay', 'Card', 'Other (internet banking)'])
    await expect(methods.getByRole('radio', { name })).toBeVisible()
  await methods.getByRole('radio', { name: 'Nagad' }).check()
  await expectNoSeriousViolations(page)
  await page.getByRole('button', { name: 'Pay ৳1,600.00 with Nagad' }).click()

  await expect(page).toHaveURL(/\/sslcommerz-sandbox\/EasyCheckOut\//)
  await expect(page.getByText('Nagad', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()

  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+/)
  await expect(page.getByTestId('ticket-seat')).toHaveCount(2)
  expect(await page.getByTestId('ticket-seat').allTextContents()).toEqual([
    'Section Stalls · Row A · Seat 2',
    'Section Stalls · Row A · Seat 3',
  ])
  await expect(page.getByText(/Paid with Nagad/)).toBeVisible()
})

test('a Bengali buyer whose card is refused pays with Nagad instead, keeping the seats', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }])
  await page.goto(`/purchase/create/event/${eventId}`)
  await tapSeats(page, 'B', ['4', '5'])
  await page.getByRole('textbox', { name: 'নামের প্রথম অংশ' }).fill('রুমি')
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(uniquePhone())
  await page
    .getByRole('radiogroup', { name: 'যেভাবে পরিশোধ করবেন' })
    .getByRole('radio', { name: 'কার্ড' })
    .check()
  await page.getByRole('button', { name: /কার্ড দিয়ে .* পরিশোধ করুন/ }).click()

  await expect(page).toHaveURL(/\/sslcommerz-sandbox\/EasyCheckOut\//)
  await page.getByRole('button', { name: 'ব্যর্থ করুন' }).click()

  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+/)
  await expect(page.getByText('আপনার পেমেন্ট সম্পন্ন হয়নি')).toBeVisible()
  await expect(page.getByText(/আপনার আসনগুলো এখনো আপনার জন্য রাখা আছে/)).toBeVisible()
  await page
    .getByRole('radiogroup', { name: 'অন্য উপায়ে পরিশোধ করুন' })
    .getByRole('radio', { name: 'নগদ' })
    .check()
  await page.getByRole('button', { name: /নগদ দিয়ে .* পরিশোধ করুন/ }).click()

  await expect(page).toHaveURL(/\/sslcommerz-sandbox\/EasyCheckOut\//)
  await expect(page.getByText('নগদ', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'পরিশোধ করুন', exact: true }).click()

  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+/)
  await expect(page.getByTestId('ticket-seat')).toHaveCount(2)
  // The seats chosen before the card was refused, in Bengali digits.
  await expect(page.getByTestId('ticket-seat').first()).toContainText('৪')
  await expect(page.getByTestId('ticket-seat').last()).toContainText('৫')
})

test('a buyer sees each way’s fee and pays the chosen way’s total once the organizer passes fees on', async ({
  page,
  request,
}) => {
  const policy = await request.put(`/api/event/${eventId}/attendee-policy`, {
    headers: authHeaders(owner),
    data: { WaitlistEnabled: false, TransfersEnabled: false, PassFeesToBuyers: true },
  })
  expect(policy.ok(), await policy.text()).toBe(true)
  await page.goto(`/purchase/create/event/${eventId}`)
  await tapSeats(page, 'C', ['1', '2'])
  await page.getByRole('textbox', { name: 'First name' }).fill('Nadia')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  const methods = page.getByRole('radiogroup', { name: 'Pay with' })
  await expect(methods.getByText('+2.5% fee')).toBeVisible()
  await methods.getByRole('radio', { name: 'Card' }).check()
  await expect(page.getByRole('button', { name: 'Pay ৳1,640.00 with Card' })).toBeVisible()
  await methods.getByRole('radio', { name: 'Nagad' }).check()
  await page.getByRole('button', { name: 'Pay ৳1,624.00 with Nagad' }).click()

  await expect(page).toHaveURL(/\/sslcommerz-sandbox\/EasyCheckOut\//)
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+/)
  await expect(page.getByText('Payment fee')).toBeVisible()
  await expect(page.getByText('+৳24.00')).toBeVisible()
})
