import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import {
  authHeaders,
  expectNoSeriousViolations,
  type Session,
  signIn,
  signUp,
  unique,
} from './organizer-helpers.ts'
import { planOf, seatedHall, seatsOf } from './seating-helpers.ts'

// The seating editor on a desktop with a mouse: a box dragged around seats moves them to another ticket,
// and the plan kept as the organization's venue draws its next event. Axe finds nothing serious there.
const test = failingOnConsoleErrors()
test.describe.configure({ mode: 'serial' })

let owner: Session
let hall: Awaited<ReturnType<typeof seatedHall>>

test.beforeAll(async ({ request }) => {
  owner = await signUp(request, `editor${unique()}`)
  // One section, Stalls, of rows A–D with six seats each; rows A–C Gold, D Silver.
  hall = await seatedHall(request, owner, { sections: ['Stalls'], rows: 4, seatsPerRow: 6 })
})

/** The middle of a seat on the screen. */
async function centreOf(page: Page, seatId: string) {
  const box = await page.locator(`[data-seat="${seatId}"]`).boundingBox()
  if (!box) throw new Error(`seat ${seatId} is not drawn`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

test('a box dragged around six seats moves them to the Silver ticket', async ({ page, request }) => {
  await signIn(page, owner)
  await page.goto(`/organization/event/${hall.eventId}/seating`)
  await expect(page.getByRole('heading', { name: 'Seating plan', level: 1 })).toBeVisible()
  await expect(page.getByText('24 seats', { exact: true })).toBeVisible()
  await expectNoSeriousViolations(page)

  // From between seats 1 and 2 above row A to between seats 4 and 5 below row B.
  const [a1, a2, b2, b4] = await Promise.all(
    ['Stalls-A-1', 'Stalls-A-2', 'Stalls-B-2', 'Stalls-B-4'].map((id) => centreOf(page, id)),
  )
  if (!a1 || !a2 || !b2 || !b4) throw new Error('seats missing')
  const [across, down] = [(a2.x - a1.x) / 2, (b2.y - a2.y) / 2]
  await page.mouse.move(a2.x - across, a2.y - down)
  await page.mouse.down()
  await page.mouse.move(b4.x + across, b4.y + down, { steps: 10 })
  await page.mouse.up()
  await expect(page.getByText('6 seats chosen')).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.getByRole('combobox', { name: 'Move to ticket' }).click()
  await page.getByRole('option', { name: 'Hall Silver' }).click()
  await page.getByRole('button', { name: 'Move', exact: true }).click()
  await page.getByRole('button', { name: 'Save plan' }).click()
  await expect(page.getByText('Seating plan saved')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('editor-box-moved.png') })

  const seats = seatsOf(await planOf(request, hall.eventId))
  const silverIn = (row: string) =>
    [1, 2, 3, 4, 5, 6].filter((n) => seats.get(`Stalls-${row}-${n}`)?.TicketID === hall.silver)
  expect(silverIn('A')).toEqual([2, 3, 4])
  expect(silverIn('B')).toEqual([2, 3, 4])
  expect(silverIn('C')).toEqual([])
  expect(silverIn('D')).toEqual([1, 2, 3, 4, 5, 6])
})

test("the plan kept as the organization's venue draws its next event", async ({ page, request }) => {
  await signIn(page, owner)
  await page.goto(`/organization/event/${hall.eventId}/seating`)
  await page.getByRole('textbox', { name: 'Venue name' }).fill('Shilpakala Hall')
  await page.getByRole('button', { name: 'Save as venue' }).click()
  await expect(page.getByText('Venue saved')).toBeVisible()

  // The organization's next event, its tickets of the same names made in the other order.
  const headers = authHeaders(owner)
  const made = await request.post('/api/event', {
    headers,
    data: {
      AccountID: hall.accountId,
      Title: 'Nazrul Evening',
      Category: 'music',
      District: 'dhaka',
      Venue: 'Shilpakala Hall',
      Online: false,
      StartsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      EndsAt: new Date(Date.now() + 9.2 * 86_400_000).toISOString(),
      Visibility: 'public',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const next = ((await made.json()) as { ID: string }).ID
  const ticketOf = async (Category: string, Price: number) => {
    const answer = await request.post('/api/ticket', {
      headers,
      data: { EventId: next, Section: 'Hall', Category, Price, Capacity: 1 },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    return ((await answer.json()) as { ID: string }).ID
  }
  const silver = await ticketOf('Silver', 600)
  const gold = await ticketOf('Gold', 900)

  await page.goto(`/organization/event/${next}/seating`)
  await expect(page.getByRole('heading', { name: 'Seating plan', level: 1 })).toBeVisible()
  await page.getByRole('combobox', { name: 'Start from a venue' }).click()
  await page.getByRole('option', { name: 'Shilpakala Hall (24 seats)' }).click()
  await page.getByRole('button', { name: 'Use this venue' }).click()
  await expect(page.getByText('24 seats', { exact: true })).toBeVisible()
  await expect(page.locator('svg [data-seat]')).toHaveCount(24)
  await page.screenshot({ path: test.info().outputPath('editor-from-venue.png') })

  const seats = seatsOf(await planOf(request, next, headers))
  expect(seats.size).toBe(24)
  expect(seats.get('Stalls-A-1')?.TicketID).toBe(gold)
  expect(seats.get('Stalls-A-2')?.TicketID).toBe(silver)
  expect(seats.get('Stalls-D-6')?.TicketID).toBe(silver)
  expect([...seats.values()].every((seat) => seat.Status === 'free')).toBe(true)
})
