import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
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

/** A published event of the organizer's, starting in two hours, with one free ticket. */
async function doorEvent(request: APIRequestContext) {
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
  return { eventId: event.ID, ticketId: ticket.ID }
}

test.beforeAll(async ({ request }) => {
  organizer = await signUp(request, `doorcode${unique()}`)
  ;({ eventId, ticketId } = await doorEvent(request))
})

async function doorPhone(context: BrowserContext, lang?: 'bn', event = eventId): Promise<Page> {
  const door = await context.newPage()
  // The reader's language is the `lang` cookie the language switch writes (it outranks the stored choice).
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseURL }])
  await signIn(door, organizer)
  await door.goto(`/door/${event}`)
  return door
}

/** Free seats bought by a guest with a phone: their IDs, codes and the guest's session to pass them on. */
async function freeSeats(
  request: APIRequestContext,
  event: string,
  ticket: string,
  FirstName: string,
  count: number,
) {
  const phone = uniquePhone()
  const answer = await request.post('/api/purchase', {
    data: {
      EventID: event,
      Tickets: [{ TicketID: ticket, Quantity: count }],
      PaymentMethod: 'free',
      Buyer: { FirstName, Phone: phone },
    },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return { phone, bought: (await answer.json()) as Bought }
}

test('a door without a camera admits by the short code typed, by name search, and offline by code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const { phone, bought } = await freeSeats(request, eventId, ticketId, 'Nusrat', 3)
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
    // The ticket type is called a ticket (this free ticket has no seat of a plan to name).
    await expect(door.getByTestId('answer-ticket')).toHaveText('Ticket: Hall Free')
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
    // No camera here: the next ticket is checked by its code, typed into the field the button goes back to.
    await expect(door.getByRole('button', { name: /Scan/ })).toHaveCount(0)
    await door.getByRole('button', { name: 'Check the next ticket' }).click()
    await expect(codeField).toBeFocused()

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
    await door.getByRole('button', { name: 'Check the next ticket' }).click()
    await codeField.fill(printed(third.ShortCode))
    await door.getByRole('button', { name: 'Check code' }).click()
    await slow(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
    await door.getByRole('button', { name: 'Check in', exact: true }).click()
    await slow(answerPanel).toContainText(/it will sync when the network is back/)
    await slow(door.getByTestId('door-queue')).toHaveText('1 check-in waiting to sync')
    await slow(door.getByTestId('door-count')).toHaveText('3 of 3 checked in')
    // The same code again, still offline: already used.
    await door.getByRole('button', { name: 'Check the next ticket' }).click()
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

test('a door in Bengali says a passed-on ticket’s old code was transferred: online, offline from its list, and in the sync', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const own = await doorEvent(request)
  const { bought } = await freeSeats(request, own.eventId, own.ticketId, 'Mitu', 3)
  const [passed, later, offline] = bought.Items as [Seat, Seat, Seat]
  const passOn = async (seat: Seat) => {
    const moved = await request.post(`/api/purchase/item/${seat.ID}/transfer`, {
      headers: authHeaders({ authToken: bought.authToken, user: bought.user }),
      data: { Phone: uniquePhone(), FirstName: 'Rafi' },
    })
    expect(moved.ok(), await moved.text()).toBe(true)
  }
  // One seat is passed on before the door downloads its list.
  await passOn(passed)

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const door = await doorPhone(context, 'bn', own.eventId)
    await slow(door.getByTestId('door-count')).toHaveText(inBengali('3টির মধ্যে 0টি চেক-ইন হয়েছে'))
    const codeField = door.getByRole('textbox', { name: 'প্রবেশ কোড' })
    const typeCode = async (code: string) => {
      await codeField.fill(printed(code))
      await door.getByRole('button', { name: 'যাচাই', exact: true }).click()
    }
    const transferred = door.getByRole('heading', { name: 'হস্তান্তরিত', exact: true })
    const askForNewCode = 'অন্য একজনের কাছে হস্তান্তর হয়েছে — নতুন কোডটি চান'
    const answerPanel = door.locator('[data-answer]')

    // From the downloaded list: TRANSFERRED, ask for the new code; not "cancelled — refunded".
    await typeCode(passed.ShortCode)
    await slow(transferred).toBeVisible()
    await expect(answerPanel).toContainText(askForNewCode)
    await expect(answerPanel).not.toContainText('বাতিল')
    await expect(door.getByTestId('answer-ticket')).toHaveText('টিকিট: Hall Free')
    await expect(door.getByRole('button', { name: 'পরের টিকিট যাচাই করুন' })).toBeVisible()
    await door.screenshot({ path: test.info().outputPath('door-transferred-bn-360.png') })

    // Passed on after the download: the list still says valid, the check-in's refusal says transferred.
    await door.getByLabel('বৈধ হলে সঙ্গে সঙ্গে চেক-ইন').check()
    await passOn(later)
    await door.getByRole('button', { name: 'পরের টিকিট যাচাই করুন' }).click()
    await typeCode(later.ShortCode)
    await slow(transferred).toBeVisible()
    await expect(answerPanel).toContainText(askForNewCode)
    await slow(door.getByTestId('door-count')).toHaveText(inBengali('3টির মধ্যে 0টি চেক-ইন হয়েছে'))

    // Offline: the list's verdict, with no server to ask.
    await context.setOffline(true)
    await slow(door.getByText('অফলাইন', { exact: true })).toBeVisible()
    await door.getByRole('button', { name: 'পরের টিকিট যাচাই করুন' }).click()
    await typeCode(passed.ShortCode)
    await slow(transferred).toBeVisible()
    await expect(answerPanel).toContainText(askForNewCode)
    // A seat let in here while offline is passed on before the sync: the sync's refusal says so.
    await door.getByRole('button', { name: 'পরের টিকিট যাচাই করুন' }).click()
    await typeCode(offline.ShortCode)
    await slow(answerPanel).toContainText(/নেটওয়ার্ক ফিরলে সিঙ্ক হবে/)
    await passOn(offline)
    await context.setOffline(false)
    const reported = door.getByRole('alert').filter({ hasText: 'সিঙ্কে যা জানা গেল' })
    await slow(reported).toContainText(`সার্ভার গ্রহণ করেনি: Hall Free ${askForNewCode}`, { timeout: 30_000 })
    await door.evaluate(() => window.scrollTo(0, 0))
    await door.screenshot({ path: test.info().outputPath('door-sync-transferred-bn-360.png') })
  } finally {
    await context.close()
  }
})
