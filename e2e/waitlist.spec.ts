import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { messageTo, uniquePhone } from './auth-helpers.ts'
import { publishedEvent } from './organizer-helpers.ts'

// Every test fails if a page threw or logged an error.
const errors: string[] = []
const watch = (page: Page) => {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
}
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      errors.length = 0
      watch(page)
      await use(errors)
      expect(errors).toEqual([])
    },
    { auto: true },
  ],
})

type Session = { authToken: string; user: { ID: string; Username: string } }
const PASSWORD = 'Secret123'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const authHeaders = (session: Session) => ({
  Authorization: session.authToken,
  'X-Username': encodeURIComponent(session.user.Username),
})

async function send(request: APIRequestContext, session: Session, path: string, data?: unknown) {
  const answer = await request.post(`/api${path}`, { headers: authHeaders(session), data })
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
  return (await answer.json()) as { ID: string }
}

async function person(request: APIRequestContext, FirstName: string): Promise<Session> {
  const Username = `${FirstName.toLowerCase()}${unique()}`
  const registered = await request.post('/api/auth/register', {
    data: {
      FirstName,
      LastName: 'Ahmed',
      Username,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Address: '',
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  return (await (
    await request.post('/api/auth/login', { data: { Username, Password: PASSWORD } })
  ).json()) as Session
}

async function signInAs(target: Pick<Page, 'addInitScript'>, session: Session) {
  await target.addInitScript((stored) => {
    localStorage.setItem('user', JSON.stringify(stored.user))
    localStorage.setItem('authToken', stored.authToken)
  }, session)
}

test('a buyer passes a free ticket to a phone number; the old QR reads transferred at the door, the new one valid', async ({
  page,
  browser,
  request,
}) => {
  const organizer = await person(request, 'Nadia')
  const { eventId } = await publishedEvent(request, organizer, {
    account: { Name: `Dhaka Live ${unique()}` },
    event: { Title: 'Open mic night', Venue: 'Shilpakala Academy, Dhaka' },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 50 }],
  })
  const event = { ID: eventId }

  const buyer = await person(request, 'Rina')
  await signInAs(page, buyer)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/purchase/create/event/${event.ID}`)
  await page.getByRole('button', { name: 'Add one Gallery Regular' }).click()
  await page.getByRole('button', { name: 'Get free tickets' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  const purchaseId = new URL(page.url()).pathname.split('/').pop()
  const bought = await request.get(`/api/purchase/${purchaseId}`, { headers: authHeaders(buyer) })
  const [seat] = ((await bought.json()) as { Items: { ID: string; Code: string }[] }).Items
  if (!seat?.Code) throw new Error('The free seat has no code')

  const phone = uniquePhone()
  await page.getByRole('button', { name: 'Transfer seat 1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pass this ticket on' })
  await dialog.getByRole('textbox', { name: 'Their phone' }).fill(phone)
  await dialog.getByRole('textbox', { name: 'Their first name' }).fill('Karim')
  await page.screenshot({ path: test.info().outputPath('transfer-dialog-360.png') })
  await dialog.getByRole('button', { name: 'Transfer ticket' }).click()
  await expect(page.getByText('Ticket passed on. Its old code no longer opens the door.')).toBeVisible()
  await expect(page.getByText('Passed on', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: /^QR code of ticket/ })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('purchase-after-transfer-360.png') })

  // The event lets buyers cancel; this order no longer can, and the page says why instead of hiding the button.
  const policy = await request.put(`/api/event/${event.ID}/attendee-policy`, {
    headers: authHeaders(organizer),
    data: { WaitlistEnabled: true, TransfersEnabled: true, CancelRefundPercent: 100 },
  })
  expect(policy.ok(), await policy.text()).toBe(true)
  await page.reload()
  await expect(page.getByText('You cannot cancel: a ticket of this order was passed on')).toBeVisible()
  await expect(page.getByRole('button', { name: /Cancel/ })).toHaveCount(0)

  // The door: the old code reads PASSED ON, and asks for the new one (not "invalid" or "cancelled").
  const door = await browser.newContext({ viewport: { width: 360, height: 740 } })
  await signInAs(door, organizer)
  const gate = await door.newPage()
  watch(gate)
  await gate.goto(`/purchase/item/verify/${seat.ID}?code=${encodeURIComponent(seat.Code)}`)
  await expect(gate.getByRole('heading', { name: 'PASSED ON', exact: true })).toBeVisible()
  await expect(gate.getByText('Transferred to another holder — ask for the new code')).toBeVisible()
  await expect(gate.getByText('Ticket: Gallery Regular')).toBeVisible()
  await gate.screenshot({ path: test.info().outputPath('old-code-transferred-360.png') })

  // The new holder's SMS opens their ticket; its code reads VALID at the door.
  const sms = await messageTo(request, (message) => message.to === `+88${phone}`)
  const link = new URL(sms.body.match(/https?:\/\/\S+/)?.[0] ?? '')
  const access = link.searchParams.get('access') ?? ''
  const newPurchaseId = link.pathname.split('/').pop()
  const theirs = await request.get(`/api/purchase/${newPurchaseId}?access=${encodeURIComponent(access)}`)
  const [newSeat] = ((await theirs.json()) as { Items: { ID: string; Code: string }[] }).Items
  if (!newSeat?.Code) throw new Error('The new holder has no code')
  await gate.goto(`/purchase/item/verify/${newSeat.ID}?code=${encodeURIComponent(newSeat.Code)}`)
  await expect(gate.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
  await door.close()
})

test('a visitor joins a sold-out ticket’s waiting list; the organizer sees it beside the tickets', async ({
  page,
  browser,
  request,
}) => {
  const organizer = await person(request, 'Nadia')
  const { eventId } = await publishedEvent(request, organizer, {
    account: { Name: `Dhaka Live ${unique()}` },
    event: { Title: 'Baul night', Venue: 'Shilpakala Academy, Dhaka' },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 1 }],
  })
  const event = { ID: eventId }
  const first = await person(request, 'Rina')
  const tickets = (await (await request.get(`/api/ticket?eventId=${event.ID}`)).json()) as
    | { ID: string }[]
    | { Items: { ID: string }[] }
  const ticketId = (Array.isArray(tickets) ? tickets : tickets.Items)[0]?.ID
  await send(request, first, '/purchase', {
    EventID: event.ID,
    Tickets: [{ TicketID: ticketId, Quantity: 1 }],
    PaymentMethod: 'free',
  })

  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/purchase/create/event/${event.ID}`)
  const form = page.getByRole('heading', { name: 'Sold out? Join the waiting list' })
  await expect(form).toBeVisible()
  const waitlist = page.getByRole('form', { name: 'Sold out? Join the waiting list' })
  await waitlist.getByRole('textbox', { name: 'First name', exact: true }).fill('Karim')
  const waitingPhone = uniquePhone()
  await waitlist.getByRole('textbox', { name: 'Phone', exact: true }).fill(waitingPhone)
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: "You're on the list for Gallery · Regular — number 1" }),
  ).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('waitlist-joined-360.png'), fullPage: true })

  const office = await browser.newContext({ viewport: { width: 360, height: 740 } })
  await signInAs(office, organizer)
  const tab = await office.newPage()
  watch(tab)
  await tab.goto(`/organization/event/${event.ID}/ticket`)
  await expect(tab.getByRole('heading', { name: 'Waiting lists' })).toBeVisible()
  await expect(tab.getByText('1 waiting')).toBeVisible()
  await tab.getByRole('heading', { name: 'Waiting lists' }).scrollIntoViewIfNeeded()
  await tab.screenshot({ path: test.info().outputPath('organizer-waitlist-360.png') })
  await office.close()

  // The first buyer cancels (the event allows it): the seat goes to Karim, whose SMS link takes it.
  const policy = await request.put(`/api/event/${event.ID}/attendee-policy`, {
    headers: authHeaders(organizer),
    data: { WaitlistEnabled: true, TransfersEnabled: true, CancelRefundPercent: 100 },
  })
  expect(policy.ok(), await policy.text()).toBe(true)
  const theirs = (await (await request.get('/api/purchase', { headers: authHeaders(first) })).json()) as {
    Items: { ID: string }[]
  }
  await send(request, first, `/purchase/${theirs.Items[0]?.ID}/cancel-paid`)
  const offer = await messageTo(request, (message) => message.to === `+88${waitingPhone}`)
  const link = new URL(offer.body.match(/https?:\/\/\S+/)?.[0] ?? '')
  await page.goto(`${link.pathname}${link.search}`)
  // A standing ticket: offered as a ticket, not a seat.
  await page.getByRole('button', { name: 'Take my ticket' }).click()
  await expect(page.getByRole('img', { name: /^QR code of ticket 1 of 1/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('offer-taken-360.png') })
})
