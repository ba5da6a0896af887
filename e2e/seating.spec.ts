import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import {
  expectNoSeriousViolations,
  publishedEvent,
  type Session,
  signIn,
  signUp,
  unique,
} from './organizer-helpers.ts'
import { planOf } from './seating-helpers.ts'

// Reserved seating, as an organizer and buyers meet it: the hall drawn in the editor, seats picked on the
// map at 360 px and paid with the bKash sandbox, the seats on the ticket, taken seats greyed for the next
// buyer, a keyboard-only buyer choosing through the list, and a seat taken while a buyer decides.
// A taken seat answers 409 on purpose (SEAT_TAKEN); the door phone has no camera.
const test = failingOnConsoleErrors(/status of 409|Requested device not found|Permission denied/)
test.describe.configure({ mode: 'serial' })

let owner: Session
let eventId: string
let gold: string
let silver: string
/** The door codes of the seats the first buyer paid for, as their ticket page shows them. */
let doorCodes: string[] = []

test.beforeAll(async ({ request }) => {
  owner = await signUp(request, `hall${unique()}`)
  const made = await publishedEvent(request, owner, {
    tickets: [
      { Section: 'Hall', Category: 'Gold', Price: 800, Capacity: 10 },
      { Section: 'Hall', Category: 'Silver', Price: 500, Capacity: 10 },
    ],
  })
  eventId = made.eventId
  ;[gold = '', silver = ''] = made.ticketIds
})

/** The ID of seat `number` of row `label` on the saved plan. */
async function seatId(request: APIRequestContext, label: string, number: string) {
  const row = (await planOf(request, eventId)).Sections.flatMap((section) => section.Rows).find(
    (r) => r.Label === label,
  )
  const seat = row?.Seats.find((candidate) => candidate.Number === number)
  if (!seat) throw new Error(`no seat ${label}${number}`)
  return seat.ID
}

/** Checkout draws the plan's picture; a touch on it loads the map, where seats are tapped. */
async function openMap(page: Page) {
  await page.getByRole('button', { name: 'Seating plan: open the map to choose seats on it' }).tap()
  await expect(page.locator('svg [data-seat]').first()).toBeVisible()
}

async function giveBuyer(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill(name)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
}

test('an organizer draws a small hall in the editor and saves it', async ({ page, request }) => {
  await signIn(page, owner)
  await page.goto(`/organization/event/${eventId}`)
  await page.getByRole('link', { name: 'Seating plan' }).click()
  await expect(page.getByRole('heading', { name: 'Seating plan', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Add section' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Stalls')
  await page.getByRole('textbox', { name: 'Name in Bengali' }).fill('স্টল')
  await page.getByRole('textbox', { name: 'Rows' }).fill('2')
  await page.getByRole('textbox', { name: 'Seats per row' }).fill('4')
  await page.getByRole('button', { name: 'Add rows' }).click()
  await expect(page.getByText('8 seats', { exact: true })).toBeVisible()

  // Row B (tapping its label chooses the whole row) goes to the Silver ticket.
  await page.locator('svg [data-row]').nth(1).click()
  await expect(page.getByText('4 seats chosen')).toBeVisible()
  await page.getByRole('combobox', { name: 'Move to ticket' }).click()
  await page.getByRole('option', { name: 'Hall Silver' }).click()
  await page.getByRole('button', { name: 'Move', exact: true }).click()
  // Undo and redo step through the change.
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('button', { name: 'Redo' }).click()

  await page.getByRole('button', { name: 'Preview as a buyer' }).click()
  await expect(page.getByRole('img', { name: 'Seating plan' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to editing' }).click()

  await page.getByRole('button', { name: 'Save plan' }).click()
  await expect(page.getByText('Seating plan saved')).toBeVisible()

  const plan = await planOf(request, eventId)
  expect(plan.Sections.map((section) => section.Name)).toEqual(['Stalls'])
  const rows = plan.Sections[0]?.Rows ?? []
  expect(rows.map((row) => [row.Label, row.Seats.map((seat) => seat.TicketID === silver)])).toEqual([
    ['A', [false, false, false, false]],
    ['B', [true, true, true, true]],
  ])
  expect(rows[0]?.Seats.every((seat) => seat.TicketID === gold && seat.Status === 'free')).toBe(true)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true })

  test('a buyer picks two seats on the map, pays with bKash and finds them on the tickets', async ({
    page,
    request,
  }) => {
    await page.goto(`/purchase/create/event/${eventId}`)
    await openMap(page)
    for (const number of ['2', '3'])
      await page.locator(`[data-seat="${await seatId(request, 'A', number)}"]`).tap()
    const chosen = page.getByRole('region', { name: 'Your seats' })
    await expect(chosen.getByText('Section Stalls · Row A · Seat 2 — ৳800.00')).toBeVisible()
    await expect(chosen.getByText('Section Stalls · Row A · Seat 3 — ৳800.00')).toBeVisible()
    await expectNoSeriousViolations(page)

    await giveBuyer(page, 'Sadia')
    await page.getByRole('button', { name: 'Pay ৳1,600.00 with bKash' }).click()
    await expect(page).toHaveURL(/\/bkash-sandbox\//)
    await payOnSandbox(page)
    await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
    await expect(page.getByTestId('ticket-seat')).toHaveCount(2)
    expect(await page.getByTestId('ticket-seat').allTextContents()).toEqual([
      'Section Stalls · Row A · Seat 2',
      'Section Stalls · Row A · Seat 3',
    ])
    doorCodes = (await page.getByTestId('short-code').allTextContents()).map((code) => code.replace('-', ''))
  })

  test('the door app admits that seat, naming where it is', async ({ page }) => {
    await signIn(page, owner)
    await page.goto(`/door/${eventId}`)
    await expect(page.getByTestId('door-count')).toHaveText('0 of 2 checked in')
    await page.getByRole('textbox', { name: 'Door code' }).fill(doorCodes[0] ?? '')
    await page.getByRole('button', { name: 'Check code' }).click()
    await expect(page.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
    const answer = page.locator('[data-answer]')
    await expect(answer).toContainText('Sadia')
    await expect(answer).toContainText('Section Stalls · Row A · Seat 2')
    await page.getByRole('button', { name: 'Check in', exact: true }).click()
    await expect(answer).toContainText(/Checked in at/)
    await expect(page.getByTestId('door-count')).toHaveText('1 of 2 checked in')
  })

  test('the next buyer finds those seats taken and buys one with the keyboard through the list', async ({
    page,
    request,
  }) => {
    // The list works without the map: the map is never loaded here.
    await page.goto(`/purchase/create/event/${eventId}`)
    await expect(page.getByRole('button', { name: 'Section Stalls, row A, seat 2, taken' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Section Stalls, row A, seat 3, taken' })).toBeDisabled()

    const seat = page.getByRole('button', { name: 'Section Stalls, row A, seat 4, ৳800.00' })
    await seat.focus()
    await page.keyboard.press('Space')
    await expect(seat).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Section Stalls · Row A · Seat 4 — ৳800.00')).toBeVisible()

    await giveBuyer(page, 'Rafiq')
    await page.getByRole('button', { name: 'Pay ৳800.00 with bKash' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/bkash-sandbox\//)
    await payOnSandbox(page)
    await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)
    await expect(page.getByTestId('ticket-seat')).toHaveText(['Section Stalls · Row A · Seat 4'])
    expect((await planOf(request, eventId)).Sections[0]?.Rows[0]?.Seats.map((s) => s.Status)).toEqual([
      'free',
      'sold',
      'sold',
      'sold',
    ])
  })

  test('a seat taken while the buyer decides is named, and the rest of the choice is kept', async ({
    page,
    request,
  }) => {
    const [b1, b2] = [await seatId(request, 'B', '1'), await seatId(request, 'B', '2')]
    await page.goto(`/purchase/create/event/${eventId}`)
    await openMap(page)
    await page.locator(`[data-seat="${b1}"]`).tap()
    await page.locator(`[data-seat="${b2}"]`).tap()
    const chosen = page.getByRole('region', { name: 'Your seats' })
    await expect(chosen.getByRole('listitem')).toHaveCount(2)

    // Someone else holds B2 meanwhile.
    const other = await request.post('/api/purchase', {
      data: {
        EventID: eventId,
        Seats: [b2],
        PaymentMethod: 'bkash',
        Buyer: { FirstName: 'Karim', Phone: uniquePhone() },
      },
    })
    expect(other.ok(), await other.text()).toBe(true)

    await giveBuyer(page, 'Mitu')
    await page.getByRole('button', { name: /^Pay .* with bKash$/ }).click()
    await expect(
      page.getByText(/just taken: Section Stalls · Row B · Seat 2|just taken/).first(),
    ).toBeVisible()
    await expect(chosen.getByRole('listitem')).toHaveCount(1)
    await expect(chosen.getByText('Section Stalls · Row B · Seat 1 — ৳500.00')).toBeVisible()
    // The list names it taken now, not by its price.
    const inList = page.locator(`[data-seat-button="${b2}"]`)
    await expect(inList).toBeDisabled()
    await expect(inList).toHaveAttribute('aria-label', 'Section Stalls, row B, seat 2, taken')
  })
})
