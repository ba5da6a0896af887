import { expect } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { expectNoSeriousViolations, signUp, unique } from './organizer-helpers.ts'
import { planOf, seatedHall } from './seating-helpers.ts'

// Best available on a phone, in Bengali: the buyer asks for two seats, not which; the server holds the best
// pair, and the buyer is shown them, in words and on the plan, with the time the hold lasts, before bKash
// (as a box office names the seats before it takes the money), not first on the ticket.
const test = failingOnConsoleErrors()
const screen = { width: 360, height: 780 }
test.use({ viewport: screen, hasTouch: true })

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
const bengali = (text: string) => text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d)

test('a buyer asks for the best two seats and sees which, held and marked on the plan, before paying', async ({
  page,
  request,
}) => {
  const owner = await signUp(request, `best${unique()}`)
  const { eventId } = await seatedHall(request, owner, {
    sections: ['Stalls'],
    sectionsBn: ['স্টল'],
    ticketsBn: [
      { Section: 'হল', Category: 'গোল্ড' },
      { Section: 'হল', Category: 'সিলভার' },
    ],
    rows: 4,
    seatsPerRow: 8,
  })
  const shot = (name: string, fullPage = true) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage })

  await page.goto(`/purchase/create/event/${eventId}?lang=bn`)
  const addGold = page.getByRole('button', { name: 'আরও একটি হল গোল্ড-এ সেরা খালি আসন যোগ করুন' })
  await addGold.tap()
  await addGold.tap()
  // No seat is named yet, and the box of chosen seats says what will happen instead of "none chosen".
  const chosen = page.getByRole('region', { name: 'আপনার আসন' })
  await expect(chosen.getByTestId('best-count')).toHaveText(
    'সেরা খালি আসন: পাশাপাশি ২টি, এগিয়ে গেলে আপনার জন্য বেছে নেওয়া হবে।',
  )
  await expect(chosen.getByText(/এখনও কোনো আসন বাছাই হয়নি/)).toHaveCount(0)
  await page.getByRole('textbox', { name: 'নামের প্রথম অংশ' }).fill('Sadia')
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(uniquePhone())
  const hold = page.getByRole('button', { name: 'আসন ধরে রাখুন · ৳১,৬০০.০০' })
  await expect(
    page.getByText('বিকাশ দিয়ে পরিশোধের আগেই দেখতে পাবেন কোথায় বসবেন', { exact: false }),
  ).toBeVisible()
  await shot('best-available-checkout-bn-360')
  await chosen.scrollIntoViewIfNeeded()
  await shot('best-available-chosen-bn-360', false)
  await hold.tap()

  // The order's page, before any payment: which seats, marked on the plan, and how long they are held.
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  const plan = await planOf(request, eventId)
  const held = plan.Sections.flatMap((section) =>
    section.Rows.flatMap((row) =>
      row.Seats.filter((seat) => seat.Status === 'held').map((seat) => ({ row: row.Label, seat })),
    ),
  )
  expect(held.map(({ row }) => row)).toEqual(['A', 'A'])
  const numbers = held.map(({ seat }) => seat.Number)
  await expect(page.getByRole('heading', { name: 'আপনার আসন' })).toBeVisible()
  await expect(page.getByTestId('held-seats')).toHaveText(
    `সেকশন স্টল · সারি A · আসন ${bengali(numbers.join('–'))}`,
  )
  await expect(page.locator('svg [data-seat][data-chosen]')).toHaveCount(2)
  expect(
    (
      await page
        .locator('svg [data-seat][data-chosen]')
        .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-seat')))
    ).sort(),
  ).toEqual(held.map(({ seat }) => seat.ID).sort())
  await expect(page.getByText('আপনার জন্য রাখা থাকবে আর')).toBeVisible()
  const pay = page.getByRole('link', { name: 'বিকাশ দিয়ে ৳১,৬০০.০০ পরিশোধ করুন' })
  await expect(pay).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)
  await expectNoSeriousViolations(page)
  await shot('best-available-held-bn-360')
  await shot('best-available-held-first-screen-bn-360', false)

  await pay.tap()
  await expect(page).toHaveURL(/\/bkash-sandbox\//)
  await payOnSandbox(page)
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  await expect(page.getByTestId('ticket-seat')).toHaveCount(2)
  expect(await page.getByTestId('ticket-seat').allTextContents()).toEqual(
    numbers.map((n) => `সেকশন স্টল · সারি A · আসন ${bengali(n)}`),
  )
})
