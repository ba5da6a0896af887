import { expect } from '@playwright/test'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, signIn, signUp, unique } from './organizer-helpers.ts'

// A Bengali reader on a phone: pays for a ticket with bKash, takes the event into their calendar and,
// since the organizer allows it, cancels the purchase themselves; bKash returns the allowed share and
// the seat goes back on sale.
const test = failingOnConsoleErrors()
const slow = expect.configure({ timeout: 45_000 })

test('a buyer reading in Bengali pays with bKash, adds the event to the calendar and cancels for 80 % back', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000)
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, organizer, {
    event: {
      Title: 'Baul Night',
      Venue: 'Rabindra Sarobar',
      Bn: { Title: 'বাউল সন্ধ্যা', Venue: 'রবীন্দ্র সরোবর' },
    },
    tickets: [
      {
        Section: 'Gallery',
        Category: 'Regular',
        Price: 500,
        Capacity: 10,
        Bn: { Section: 'গ্যালারি', Category: 'সাধারণ' },
      },
    ],
  })
  const policy = await request.put(`/api/event/${eventId}/attendee-policy`, {
    headers: authHeaders(organizer),
    data: { WaitlistEnabled: true, TransfersEnabled: true, CancelRefundPercent: 80 },
  })
  expect(policy.ok(), await policy.text()).toBe(true)

  const buyer = await signUp(request, `buyer${unique()}`)
  await signIn(page, buyer)
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'))
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/purchase/create/event/${eventId}`)
  await slow(page.getByRole('heading', { name: 'বাউল সন্ধ্যা' })).toBeVisible()
  await page.getByRole('button', { name: 'আরও একটি গ্যালারি সাধারণ যোগ করুন' }).click()
  await page.getByRole('button', { name: /বিকাশ/ }).click()
  await slow(page).toHaveURL(/\/bkash-sandbox\//)
  await payOnSandbox(page)
  await slow(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  const purchaseId = new URL(page.url()).pathname.split('/').pop() ?? ''

  // The ticket in Bengali: its QR code, the calendar file of the event in Bengali, the way out.
  await slow(page.getByRole('img', { name: /QR|কিউআর/ }).first()).toBeVisible()
  await expect(page.getByText('গ্যালারি সাধারণ').first()).toBeVisible()
  const calendar = page.getByRole('link', { name: 'ক্যালেন্ডারে যোগ করুন' })
  await expect(calendar).toHaveAttribute('href', `/api/event/${eventId}/calendar.ics?lang=bn`)
  const ics = await request.get(`/api/event/${eventId}/calendar.ics?lang=bn`)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const icsText = await ics.text()
  expect(icsText).toContain('SUMMARY:বাউল সন্ধ্যা')
  expect(icsText).toContain('BEGIN:VALARM')
  await page.screenshot({ path: test.info().outputPath('ticket-bn-360.png'), fullPage: true })

  await page.getByRole('button', { name: 'বাতিল করে ৮০% ফেরত নিন' }).click()
  const dialog = page.getByRole('dialog', { name: 'টিকিট বাতিল করবেন?' })
  // Every ticket that may be cancelled is chosen at first; what comes back is 80 % of them, in Bengali digits.
  await expect(dialog.getByRole('checkbox')).toBeChecked()
  await expect(dialog).toContainText('৳৪০০.০০ আপনার বিকাশে ফিরবে')
  await page.screenshot({ path: test.info().outputPath('cancel-dialog-bn-360.png') })
  await dialog.getByRole('button', { name: 'বাছাই করা টিকিট বাতিল করুন' }).click()
  await slow(page.getByText('কেনাকাটা বাতিল হয়েছে')).toBeVisible()
  // bKash confirmed the refund at once: the page says refunded, as the SMS and mail of that moment do,
  // not "being refunded, within a few working days".
  await expect(page.getByText('আপনার টাকা ফেরত দেওয়া হয়েছে')).toBeVisible()
  await expect(
    page.getByText('৳৪০০.০০ যে বিকাশ অ্যাকাউন্ট থেকে পরিশোধ করেছেন সেখানে ফেরত দেওয়া হয়েছে।'),
  ).toBeVisible()
  await expect(page.getByText(/কর্মদিবস|ফেরত যাচ্ছে/)).toHaveCount(0)
  await expect(page.getByRole('img', { name: /QR|কিউআর/ })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('cancelled-bn-360.png'), fullPage: true })

  // bKash returned 80 % of ৳500, and the seat is on sale again.
  const after = await request.get(`/api/purchase/${purchaseId}`, { headers: authHeaders(buyer) })
  const purchase = (await after.json()) as { Status: string; Refunded: number }
  expect(purchase).toMatchObject({ Status: 'refunded', Refunded: 400 })
  const tickets = await request.get(`/api/ticket?eventId=${eventId}`)
  const [ticket] = (await tickets.json()) as { ID: string; Available: number }[]
  expect(ticket?.ID).toBe(ticketIds[0])
  expect(ticket?.Available).toBe(10)

  // The organizer, reading in Bengali too, sees the refunded purchase and the waiting lists by the
  // tickets' Bengali names.
  const office = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const desk = await office.newPage()
  desk.on('pageerror', (error) => consoleErrors.push(error.message))
  await signIn(desk, organizer)
  await desk.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'))
  await desk.goto(`/organization/event/${eventId}/purchases`)
  const row = desk.getByRole('listitem').filter({ hasText: 'টাকা ফেরত' })
  await slow(row).toContainText('গ্যালারি · সাধারণ')
  await expect(row).toContainText('৳৪০০.০০ · ক্রেতা অর্ডারটি বাতিল করেছেন')
  await desk.screenshot({ path: test.info().outputPath('organizer-purchases-bn-360.png'), fullPage: true })
  await desk.goto(`/organization/event/${eventId}/ticket`)
  const waitlists = desk.getByRole('heading', { name: 'অপেক্ষার তালিকা', exact: true })
  await slow(waitlists).toBeVisible()
  await waitlists.scrollIntoViewIfNeeded()
  await expect(desk.getByText('গ্যালারি · সাধারণ', { exact: true })).toBeVisible()
  await expect(desk.getByText('গ্যালারি সাধারণ', { exact: true })).toBeVisible()
  await desk.screenshot({ path: test.info().outputPath('organizer-waitlist-bn-360.png') })
  await office.close()
})
