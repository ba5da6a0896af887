import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if a page threw or logged an error.
const test = failingOnConsoleErrors()

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots-d/${name}.png`, fullPage: true })

const inBengali = (page: Page) => page.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'))

async function takeFreeSeat(request: APIRequestContext, buyer: Session, eventId: string, ticketId: string) {
  const answer = await request.post('/api/purchase', {
    headers: authHeaders(buyer),
    data: { EventID: eventId, Tickets: [{ TicketID: ticketId, Quantity: 1 }], PaymentMethod: 'free' },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { ID: string }).ID
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
})

test('an organizer switches transfers off in the event form (in Bengali); the buyer has no Transfer action', async ({
  page,
  browser,
  request,
}) => {
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, organizer, {
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 20 }],
  })
  await signIn(page, organizer)
  await inBengali(page)
  await page.goto(`/event/edit/${eventId}`)
  const section = page.getByRole('group', { name: 'অপেক্ষার তালিকা, হস্তান্তর ও বাতিল' })
  const transfers = section.getByRole('switch', { name: 'ক্রেতারা টিকিট হস্তান্তর করতে পারবেন' })
  await expect(transfers).toBeChecked()
  await transfers.click({ force: true })
  await expect(transfers).not.toBeChecked()
  await section.getByRole('switch', { name: 'ক্রেতারা নিজেরাই বাতিল করতে পারবেন' }).click({ force: true })
  const percent = section.getByRole('textbox', { name: 'বাতিলে ফেরত' })
  await percent.fill('150')
  await page.getByRole('button', { name: 'সংরক্ষণ করে এগিয়ে যান' }).click()
  await expect(section.getByText(/সর্বোচ্চ মান/)).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  await shot(page, 'event-form-attendees-bn-error-360')
  await percent.fill('50')
  await page.getByRole('button', { name: 'সংরক্ষণ করে এগিয়ে যান' }).click()
  await expect(page).toHaveURL(new RegExp(`/event/edit/${eventId}/metadata$`))

  // Back on the form, the saved values show.
  await page.goto(`/event/edit/${eventId}`)
  await expect(transfers).not.toBeChecked()
  await expect(percent).toHaveValue('50%')

  const buyer = await signUp(request, `buyer${unique()}`)
  const purchaseId = await takeFreeSeat(request, buyer, eventId, ticketIds[0] ?? '')
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const buyerPage = await context.newPage()
  await signIn(buyerPage, buyer)
  await buyerPage.goto(`/purchase/view/${purchaseId}`)
  // Cancelling stays allowed (a free seat: no refund to speak of); passing it on does not.
  await expect(buyerPage.getByRole('button', { name: 'Cancel my tickets' })).toBeVisible()
  await expect(buyerPage.getByRole('button', { name: /^Transfer/ })).toHaveCount(0)
  await shot(buyerPage, 'purchase-no-transfer-en-360')
  await context.close()
})

test('a visitor joins a sold-out ticket’s waiting list and leaves it again', async ({ page, request }) => {
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, organizer, {
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 1 }],
  })
  await takeFreeSeat(request, await signUp(request, `first${unique()}`), eventId, ticketIds[0] ?? '')

  // Checkout is rendered on the server: its waiting list is the rendered pages' form (waitlist-island.ts).
  await page.goto(`/purchase/create/event/${eventId}`)
  const waitlist = page.getByRole('form', { name: 'Sold out? Join the waiting list' })
  await waitlist.getByRole('textbox', { name: 'First name', exact: true }).fill('Karim')
  await waitlist.getByRole('textbox', { name: 'Phone', exact: true }).fill(uniquePhone())
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click()
  const joined = waitlist.getByRole('status').filter({ hasText: /^You're on the list for .+ — number 1/ })
  await expect(joined).toBeVisible()
  await shot(page, 'waitlist-joined-leave-en-360')

  // Coming back later, the guest still sees their place and can leave.
  await page.reload()
  await expect(joined).toBeVisible()
  await waitlist.getByRole('button', { name: 'Leave' }).click()
  await expect(page.getByText('You left the waiting list')).toBeVisible()
  await expect(waitlist.getByRole('button', { name: 'Join the waiting list' })).toBeVisible()
  const list = await request.get(`/api/waitlist?eventId=${eventId}`, { headers: authHeaders(organizer) })
  expect(((await list.json()) as { Tickets: { Waiting: number }[] }).Tickets[0]?.Waiting).toBe(0)
  await shot(page, 'waitlist-left-en-360')
})

test('checkout and the ticket name a ticket in Bengali for a Bengali reader', async ({ page, request }) => {
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId } = await publishedEvent(request, organizer, {
    tickets: [
      {
        Section: 'Gallery',
        Category: 'Regular',
        Price: 0,
        Capacity: 20,
        Bn: { Section: 'গ্যালারি', Category: 'সাধারণ' },
      },
    ],
  })
  const buyer = await signUp(request, `buyer${unique()}`)
  await signIn(page, buyer)
  await inBengali(page)
  await page.goto(`/purchase/create/event/${eventId}`)
  await page.getByRole('button', { name: 'আরও একটি গ্যালারি সাধারণ যোগ করুন' }).click()
  const order = page.getByRole('region').filter({ has: page.locator('#order-title') })
  await expect(order.getByText('গ্যালারি সাধারণ', { exact: true })).toBeVisible()
  await expect(page.getByText('Gallery Regular')).toHaveCount(0)
  await shot(page, 'checkout-bn-ticket-name-360')
  await page.getByRole('button', { name: 'ফ্রি টিকিট নিন' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  // The seat's QR code is named by the Bengali ticket name, and so is the order's line.
  await expect(page.getByRole('img', { name: /গ্যালারি সাধারণ/ })).toBeVisible()
  await expect(page.getByText('গ্যালারি সাধারণ', { exact: true })).toHaveCount(2)
  await expect(page.getByText('১. গ্যালারি · সাধারণ', { exact: true })).toBeVisible()
  await expect(page.getByText('Gallery Regular')).toHaveCount(0)
  await shot(page, 'purchase-view-bn-ticket-name-360')
})
