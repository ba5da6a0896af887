import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import {
  authHeaders,
  expectNoSeriousViolations,
  type Session,
  signIn,
  signUp,
  unique,
} from './organizer-helpers.ts'

// The second phone's tap is answered 409 on purpose; the browser logs that answer.
const test = failingOnConsoleErrors(/status of 409/)

test.use({ viewport: { width: 360, height: 740 } })
// Door phones on a busy network: each answer may take a few seconds, and the screen waits with a spinner.
const expect = baseExpect.configure({ timeout: 15_000 })

async function send(request: APIRequestContext, session: Session, path: string, data?: unknown) {
  const answer = await request.post(`/api${path}`, { headers: authHeaders(session), data })
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
  return answer.json()
}

let organizer: Session
let eventId: string
let ticketUrl: string

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string
  const request = await playwright.request.newContext({ baseURL })
  organizer = await signUp(request, `redeem${unique()}`)
  const account = await send(request, organizer, '/account', {
    Name: `Dhaka Live ${unique()}`,
    EnableCollectibles: true,
  })
  const startsAt = new Date(Date.now() + 14 * 24 * 3600_000)
  const event = await send(request, organizer, '/event', {
    AccountID: account.ID,
    Title: 'Baul Mela',
    Category: 'music',
    Venue: 'Shilpakala Academy, Dhaka',
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
  })
  eventId = event.ID
  const tShirt = await send(request, organizer, '/collectible', {
    EventID: eventId,
    Name: 'Festival T-shirt',
  })
  const ticket = await send(request, organizer, '/ticket', {
    EventId: eventId,
    Section: 'Gallery',
    Category: 'Regular',
    Price: 0,
    Capacity: 50,
    Collectibles: [{ ID: tShirt.ID }],
  })
  await send(request, organizer, `/event/${eventId}/publish`)
  const purchase = await send(request, organizer, '/purchase', {
    EventID: eventId,
    Tickets: [{ TicketID: ticket.ID, Quantity: 1 }],
    PaymentMethod: 'free',
  })
  const seat = purchase.Items[0] as { ID: string; Code: string }
  ticketUrl = `${baseURL}/purchase/item/verify/${seat.ID}?code=${encodeURIComponent(seat.Code)}`
  await request.dispose()
})

/** A door phone on the redeem screen with the ticket's link pasted in. */
async function scanOnPhone(page: Page) {
  await signIn(page, organizer)
  await page.goto(`/organization/event/${eventId}/redeem`)
  // A cold page loads its code and texts first; on a shared CI runner that alone can take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem' })).toBeVisible({ timeout: 45_000 })
  const field = page.getByRole('textbox', { name: 'Ticket link or code' })
  await field.focus()
  // A paste, as a door volunteer would do with a link from a chat: it is looked up without another tap.
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text', text)
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, ticketUrl)
  await field.fill(ticketUrl)
  const seat = page.getByRole('region', { name: 'Scanned ticket' })
  await expect(seat.getByRole('heading', { name: 'Gallery Regular' })).toBeVisible()
  await expect(seat.getByText('Ticket holder: Rahim')).toBeVisible()
  return seat
}

test('a door phone redeems a ticket’s T-shirt once; a second phone hears it was already redeemed', async ({
  page,
  browser,
}) => {
  // Two phones load the screen: twice the work of one journey on a busy machine.
  test.slow()
  const seat = await scanOnPhone(page)
  await expect(page.getByText('Nothing has been redeemed yet.')).toBeVisible()

  // A second phone at the same table has the same ticket open.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const other = await phone.newPage()
  const otherSeat = await scanOnPhone(other)

  await seat.getByRole('button', { name: 'Redeem Festival T-shirt' }).click()
  await expect(seat.getByText('Festival T-shirt handed over')).toBeVisible()
  await expect(seat.getByText(/^Redeemed .+ by Rahim Uddin$/)).toBeVisible()
  await expect(seat.getByRole('button', { name: 'Redeem Festival T-shirt' })).toHaveCount(0)
  const recent = page.getByRole('region', { name: 'Recent redemptions' })
  await expect(recent.getByText('Festival T-shirt')).toBeVisible()
  await expect(recent.getByText('1 redeemed')).toBeVisible()
  await page.screenshot({ path: testInfo().outputPath('redeemed-360.png'), fullPage: true })
  await expectNoSeriousViolations(page)

  await otherSeat.getByRole('button', { name: 'Redeem Festival T-shirt' }).click()
  await expect(otherSeat.getByRole('alert')).toContainText(/Already redeemed at /)
  await expect(otherSeat.getByText(/^Redeemed .+ by Rahim Uddin$/)).toBeVisible()
  await other.screenshot({ path: testInfo().outputPath('already-360.png'), fullPage: true })
  await expectNoSeriousViolations(other)

  // The screen fits a 360 px phone: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await phone.close()
})

const testInfo = () => test.info()
