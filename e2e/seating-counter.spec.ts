import { type BrowserContext, expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import {
  authHeaders,
  expectNoSeriousViolations,
  type Session,
  signIn,
  signUp,
  unique,
} from './organizer-helpers.ts'
import { baseURL } from './playwright.config.ts'
import { planOf, seatedHall, seatsOf } from './seating-helpers.ts'

// Reserved seats at the venue, on 360 px phones: the box office seller picks seats on the same map a
// buyer uses and sells them for cash, the receipt lists them as they sit; the door app admits them
// naming section, row and seat, online in English and offline in Bengali.
// The network is cut on purpose, and the door phones have no camera.
const test = failingOnConsoleErrors(/ERR_INTERNET_DISCONNECTED|Requested device not found|Permission denied/)
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })
const slow = expect.configure({ timeout: 30_000 })

let owner: Session
let hall: Awaited<ReturnType<typeof seatedHall>>
/** The short codes the receipt shows, in its order. */
let codes: string[] = []

test.beforeAll(async ({ request }) => {
  owner = await signUp(request, `counterhall${unique()}`)
  // Stalls (স্টল), rows A–C Gold ৳800 (হল গোল্ড) and D Silver ৳500 (no Bengali), eight seats a row, sold for cash too.
  hall = await seatedHall(request, owner, {
    sections: ['Stalls'],
    sectionsBn: ['স্টল'],
    ticketsBn: [{ Section: 'হল', Category: 'গোল্ড' }, null],
    rows: 4,
    seatsPerRow: 8,
    account: { EnableCashSell: true },
  })
})

test('the box office seller picks three seats on the map and sells them for cash', async ({
  page,
  request,
}) => {
  await signIn(page, owner)
  await page.goto(`/organization/event/${hall.eventId}/sell`)
  await expect(page.getByRole('heading', { name: 'Sell for cash' })).toBeVisible()
  // Picked out of order: the receipt lists them as they sit.
  for (const seat of ['Stalls-D-2', 'Stalls-B-5', 'Stalls-A-3'])
    await page.locator(`[data-seat="${seat}"]`).tap()
  const chosen = page.getByRole('region', { name: 'Your seats' })
  await expect(chosen.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByTestId('sale-total')).toHaveText('৳2,100.00')
  await page.getByRole('textbox', { name: 'First name' }).fill('Karim')
  await page.getByRole('textbox', { name: 'Cash received' }).fill('2500')
  await expect(page.getByTestId('change-due')).toHaveText('৳400.00')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoSeriousViolations(page)
  await page.screenshot({ path: test.info().outputPath('counter-seats-360.png'), fullPage: true })
  await page.getByRole('button', { name: 'Take ৳2,100.00 and sell' }).click()

  await expect(page.getByRole('heading', { name: 'Sold for ৳2,100.00 in cash' })).toBeVisible()
  await expect(page.getByTestId('ticket-seat')).toHaveText([
    'Section Stalls · Row A · Seat 3',
    'Section Stalls · Row B · Seat 5',
    'Section Stalls · Row D · Seat 2',
  ])
  codes = (await page.getByTestId('short-code').allTextContents()).map((code) => code.replace('-', ''))
  expect(codes).toHaveLength(3)
  await page.screenshot({ path: test.info().outputPath('counter-sold-360.png'), fullPage: true })

  const seats = seatsOf(await planOf(request, hall.eventId))
  expect(['Stalls-A-3', 'Stalls-B-5', 'Stalls-D-2'].map((id) => seats.get(id)?.Status)).toEqual([
    'sold',
    'sold',
    'sold',
  ])
  expect(seats.get('Stalls-A-4')?.Status).toBe('free')
})

async function doorPhone(context: BrowserContext, lang: 'en' | 'bn'): Promise<Page> {
  const door = await context.newPage()
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }])
  await signIn(door, owner)
  await door.goto(`/door/${hall.eventId}`)
  return door
}

test('the door app admits the seats, naming section, row and seat, offline in Bengali too', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const [a3 = '', b5 = ''] = codes
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const door = await doorPhone(context, 'en')
    await slow(door.getByTestId('door-count')).toHaveText('0 of 3 checked in')
    const answer = door.locator('[data-answer]')
    await door.getByRole('textbox', { name: 'Door code' }).fill(a3)
    await door.getByRole('button', { name: 'Check code' }).click()
    await slow(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
    await expect(answer).toContainText('Section Stalls · Row A · Seat 3')
    await expect(door.getByTestId('answer-ticket')).toHaveText('Ticket: Hall Gold')
    await door.getByRole('button', { name: 'Check in', exact: true }).click()
    await slow(answer).toContainText(/Checked in at/)
    await slow(door.getByTestId('door-count')).toHaveText('1 of 3 checked in')
    await door.screenshot({ path: test.info().outputPath('door-seat-360.png') })
    await door.close()

    // A door phone in Bengali loses the network: the seat is checked against its downloaded list.
    const bengali = await doorPhone(context, 'bn')
    await slow(bengali.getByTestId('door-count')).toHaveText('৩টির মধ্যে ১টি চেক-ইন হয়েছে')
    await context.setOffline(true)
    await slow(bengali.getByText('অফলাইন', { exact: true })).toBeVisible()
    await bengali.getByRole('textbox', { name: 'প্রবেশ কোড' }).fill(b5)
    await bengali.getByRole('button', { name: 'যাচাই' }).click()
    await slow(bengali.getByRole('heading', { name: 'বৈধ', exact: true })).toBeVisible()
    await expect(bengali.locator('[data-answer]')).toContainText('সেকশন স্টল · সারি B · আসন ৫')
    // The ticket in Bengali too, from the list the phone downloaded: no English left under the seat line.
    await expect(bengali.getByTestId('answer-ticket')).toHaveText('টিকিট: হল গোল্ড')
    await bengali.getByRole('button', { name: 'চেক-ইন করুন' }).click()
    await slow(bengali.getByTestId('door-count')).toHaveText('৩টির মধ্যে ২টি চেক-ইন হয়েছে')
    await bengali.screenshot({ path: test.info().outputPath('door-seat-offline-bn-360.png') })
    // Found by name offline: each seat's ticket in Bengali, the Silver one (no Bengali written) in English.
    await bengali.getByRole('button', { name: 'পরের টিকিট যাচাই করুন' }).click()
    await bengali.getByRole('textbox', { name: 'টিকিট খুঁজুন' }).fill('Karim')
    await bengali.getByRole('button', { name: 'খুঁজুন' }).click()
    const found = bengali.getByTestId('door-match')
    await expect(found).toHaveCount(3)
    await expect(found.filter({ hasText: 'সারি B' })).toContainText('হল গোল্ড')
    await expect(found.filter({ hasText: 'সারি D' })).toContainText('Hall Silver')
    await found.last().scrollIntoViewIfNeeded()
    await bengali.screenshot({ path: test.info().outputPath('door-search-offline-bn-360.png') })

    await context.setOffline(false)
    await expect
      .poll(
        async () => {
          const list = await request.get(`/api/checkin/event/${hall.eventId}`, {
            headers: authHeaders(owner),
          })
          return ((await list.json()) as { CheckedIn: number }).CheckedIn
        },
        { timeout: 30_000 },
      )
      .toBe(2)
  } finally {
    await context.close()
  }
})
