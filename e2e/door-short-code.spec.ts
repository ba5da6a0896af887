import { type BrowserContext, expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'
import { baseURL } from './playwright.config.ts'

// The network cut on purpose, and the camera a door phone does not have.
const test = failingOnConsoleErrors(/ERR_INTERNET_DISCONNECTED|Requested device not found|Permission denied/)
const slow = expect.configure({ timeout: 30_000 })

type Seat = { ID: string; ShortCode: string }
type Bought = { ID: string; authToken: string; user: Session['user']; Items: Seat[] }

const printed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`
const BENGALI = '০১২৩৪৫৬৭৮৯'
const inBengali = (text: string) => text.replace(/\d/g, (d) => BENGALI[Number(d)] ?? d)

let organizer: Session
let eventId: string
let ticketId: string

test.beforeAll(async ({ request }) => {
  organizer = await signUp(request, `doorcode${unique()}`)
  const account = await createOrganization(request, organizer, `Code Hall ${unique()}`)
  const startsAt = new Date(Date.now() + 2 * 3600_000)
  const post = async (path: string, data?: unknown) => {
    const answer = await request.post(`/api${path}`, { headers: authHeaders(organizer), data })
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
    return (await answer.json()) as { ID: string }
  }
  const event = await post('/event', {
    AccountID: account.ID,
    Title: 'Lalon Night',
    Category: 'music',
    Venue: 'Shilpakala Academy, Dhaka',
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
  })
  const ticket = await post('/ticket', {
    EventId: event.ID,
    Section: 'Hall',
    Category: 'Free',
    Price: 0,
    Capacity: 20,
  })
  await post(`/event/${event.ID}/publish`)
  eventId = event.ID
  ticketId = ticket.ID
})

async function doorPhone(context: BrowserContext, lang?: 'bn'): Promise<Page> {
  const door = await context.newPage()
  // The reader's language is the `lang` cookie the language switch writes (it outranks the stored choice).
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseURL }])
  await signIn(door, organizer)
  await door.goto(`/door/${eventId}`)
  return door
}

test('a door without a camera admits by the short code typed, by name search, and offline by code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const phone = `017${String(Date.now()).slice(-8)}`
  const answer = await request.post('/api/purchase', {
    data: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: 3 }],
      PaymentMethod: 'free',
      Buyer: { FirstName: 'Nusrat', Phone: phone },
    },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const bought = (await answer.json()) as Bought
  const [first, second, third] = bought.Items as [Seat, Seat, Seat]

  // The buyer's ticket shows each seat's door code, printed for reading.
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, { authToken: bought.authToken, user: bought.user })
  await page.goto(`/purchase/view/${bought.ID}`)
  const codes = page.getByTestId('short-code')
  await slow(codes).toHaveText([
    printed(first.ShortCode),
    printed(second.ShortCode),
    printed(third.ShortCode),
  ])
  await codes.first().scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('ticket-short-code-360.png') })

  // The door phone has no camera: no black box, a note, and the code field right there.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const door = await doorPhone(context)
    await slow(door.getByRole('heading', { name: 'Door: Lalon Night' })).toBeVisible()
    await slow(door.getByTestId('door-count')).toHaveText('0 of 3 checked in')
    await slow(door.getByRole('alert').filter({ hasText: /camera/i })).toBeVisible()
    await expect(door.locator('video')).toBeHidden()
    const codeField = door.getByRole('textbox', { name: 'Door code' })
    await expect(codeField).toBeInViewport()
    await door.screenshot({ path: test.info().outputPath('door-no-camera-360.png') })

    // Typed as a door worker types it: lower case, a space for the dash.
    const answerPanel = door.locator('[data-answer]')
    await codeField.fill(`${first.ShortCode.slice(0, 4).toLowerCase()} ${first.ShortCode.slice(4)}`)
    await door.getByRole('button', { name: 'Check code' }).click()
    await slow(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
    await expect(answerPanel).toContainText(`Nusrat · phone …${phone.slice(-3)}`)
    await door.getByRole('button', { name: 'Check in', exact: true }).click()
    await slow(answerPanel).toContainText(/Checked in at/)
    await slow(door.getByTestId('door-count')).toHaveText('1 of 3 checked in')
    // The answer's top is below the fixed header, not under it.
    // (Polled: the page scrolls to the answer smoothly, and the answer grows as the check-in comes back.)
    await expect
      .poll(async () => {
        const header = await door.locator('header').first().boundingBox()
        const panel = await answerPanel.boundingBox()
        return Boolean(panel && header && panel.y >= header.y + header.height - 1)
      })
      .toBe(true)
    await door.screenshot({ path: test.info().outputPath('door-admitted-by-code-360.png') })
    await door.getByRole('button', { name: 'Scan the next ticket' }).click()

    // Nusrat forgot her phone: found by name, one of her two seats left let in.
    await door.getByRole('textbox', { name: 'Find a ticket' }).fill('nusr')
    await door.getByRole('button', { name: 'Search' }).click()
    const matches = door.getByTestId('door-match')
    await slow(matches).toHaveCount(3)
    await expect(matches.last()).toContainText('Already in')
    await door.screenshot({ path: test.info().outputPath('door-search-360.png'), fullPage: true })
    await matches.first().getByRole('button', { name: 'Check in' }).click()
    await slow(answerPanel).toContainText(/Checked in at/)
    await slow(door.getByTestId('door-count')).toHaveText('2 of 3 checked in')

    // Offline, the last seat's code is checked against the downloaded list and queued.
    await context.setOffline(true)
    await slow(door.getByText('Offline', { exact: true })).toBeVisible()
    await door.getByRole('button', { name: 'Scan the next ticket' }).click()
    await codeField.fill(printed(third.ShortCode))
    await door.getByRole('button', { name: 'Check code' }).click()
    await slow(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
    await door.getByRole('button', { name: 'Check in', exact: true }).click()
    await slow(answerPanel).toContainText(/it will sync when the network is back/)
    await slow(door.getByTestId('door-queue')).toHaveText('1 check-in waiting to sync')
    await slow(door.getByTestId('door-count')).toHaveText('3 of 3 checked in')
    // The same code again, still offline: already used.
    await door.getByRole('button', { name: 'Scan the next ticket' }).click()
    await codeField.fill(third.ShortCode)
    await door.getByRole('button', { name: 'Check code' }).click()
    await slow(door.getByRole('heading', { name: 'ALREADY USED', exact: true })).toBeVisible()
    await door.screenshot({ path: test.info().outputPath('door-offline-360.png') })

    await context.setOffline(false)
    await slow(door.getByTestId('door-queue')).toHaveText('Everything synced', { timeout: 30_000 })
    const list = await request.get(`/api/checkin/event/${eventId}`, { headers: authHeaders(organizer) })
    const seats = (await list.json()) as {
      CheckedIn: number
      Seats: { ID: string; CheckedInAt: string | null }[]
    }
    expect(seats.CheckedIn).toBe(3)
    expect(seats.Seats.find((seat) => seat.ID === third.ID)?.CheckedInAt).toBeTruthy()

    // In Bengali the counter's digits are Bengali.
    const bengaliDoor = await doorPhone(context, 'bn')
    await slow(bengaliDoor.getByTestId('door-count')).toHaveText(inBengali('3টির মধ্যে 3টি চেক-ইন হয়েছে'))
    await bengaliDoor.screenshot({ path: test.info().outputPath('door-bengali-360.png') })
  } finally {
    await context.close()
  }
})
