import { expect } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import {
  authHeaders,
  expectNoSeriousViolations,
  publishedEvent,
  signUp,
  unique,
} from './organizer-helpers.ts'

// A bundle of seated tickets bought on a phone: the buyer picks the bundle, not seats; the server seats
// the family side by side and the purchase page says where.
const test = failingOnConsoleErrors()

type Plan = { Sections: { Rows: { Label: string; Seats: { Number: string; Status: string }[] }[] }[] }

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })

test('a buyer buys a "Family of 4" of balcony seats with bKash and finds its four seats side by side', async ({
  page,
  request,
}) => {
  const owner = await signUp(request, `family${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, owner, {
    tickets: [{ Section: 'Hall', Category: 'Balcony', Price: 600, Capacity: 12 }],
  })
  const [balcony = ''] = ticketIds
  const headers = authHeaders(owner)
  const seats = Array.from({ length: 6 }, (_, n) => n)
  const plan = await request.put(`/api/event/${eventId}/seating`, {
    headers,
    data: {
      Sections: [
        {
          Name: 'Balcony',
          Rows: ['A', 'B'].map((Label, r) => ({
            Label,
            Seats: seats.map((n) => ({ Number: String(n + 1), X: n * 10, Y: r * 12, TicketID: balcony })),
          })),
        },
      ],
    },
  })
  expect(plan.ok(), await plan.text()).toBe(true)
  const bundle = await request.post('/api/bundle', {
    headers,
    data: {
      EventID: eventId,
      Name: 'Family of 4',
      Price: 2000,
      Tickets: [{ TicketID: balcony, Quantity: 4 }],
    },
  })
  expect(bundle.ok(), await bundle.text()).toBe(true)

  await page.goto(`/purchase/create/event/${eventId}`)
  await expect(page.getByText('Seats side by side, chosen for you')).toBeVisible()
  await page.getByRole('button', { name: 'Add one Family of 4' }).tap()
  await expectNoSeriousViolations(page)
  await page.getByRole('textbox', { name: 'First name' }).fill('Nasrin')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  // The server chooses the family's seats: they are held and shown before bKash, not first on the ticket.
  await page.getByRole('button', { name: 'Hold seats · ৳2,000.00' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  await expect(page.getByTestId('held-seats')).toHaveText('Section Balcony · Row A · Seat 1–4')
  await expect(page.locator('svg [data-seat][data-chosen]')).toHaveCount(4)
  await page.getByRole('link', { name: 'Pay ৳2,000.00 with bKash' }).click()
  await expect(page).toHaveURL(/\/bkash-sandbox\//)
  await payOnSandbox(page)

  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
  await expect(page.getByTestId('line-seats')).toHaveText('Section Balcony · Row A · Seat 1–4')
  await expect(page.getByTestId('ticket-seat')).toHaveCount(4)
  await page.getByTestId('line-seats').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/seated-bundle-purchase.png' })

  const after = (await (await request.get(`/api/event/${eventId}/seating`)).json()) as Plan
  expect(after.Sections[0]?.Rows[0]?.Seats.map((seat) => seat.Status)).toEqual([
    'sold',
    'sold',
    'sold',
    'sold',
    'free',
    'free',
  ])
})
