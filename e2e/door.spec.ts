import { writeFileSync } from 'node:fs'
import { type APIRequestContext, type BrowserContext, chromium, expect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Answers the journey provokes on purpose: the network cut, and a seat let in twice.
const EXPECTED = /ERR_INTERNET_DISCONNECTED|status of 409/
const test = failingOnConsoleErrors(EXPECTED)
// The door phone decodes camera frames in JavaScript: give it time on a busy machine.
const slow = expect.configure({ timeout: 30_000 })

type Seat = { ID: string; Code: string }
type Bought = { ID: string; authToken: string; user: Session['user']; Items: Seat[] }

let organizer: Session
let eventId: string
let ticketId: string

async function send(request: APIRequestContext, session: Session, path: string, data?: unknown) {
  const answer = await request.post(`/api${path}`, { headers: authHeaders(session), data })
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
  return (await answer.json()) as { ID: string }
}

test.beforeAll(async ({ request }) => {
  organizer = await signUp(request, `doorapp${unique()}`)
  const account = await createOrganization(request, organizer, `Door Hall ${unique()}`)
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000)
  const event = await send(request, organizer, '/event', {
    AccountID: account.ID,
    Title: 'Bangla Folk Night',
    Category: 'music',
    Venue: 'Bengal Shilpalay, Dhaka',
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
  })
  const ticket = await send(request, organizer, '/ticket', {
    EventId: event.ID,
    Section: 'Floor',
    Category: 'Free',
    Price: 0,
    Capacity: 50,
  })
  await send(request, organizer, `/event/${event.ID}/publish`)
  eventId = event.ID
  ticketId = ticket.ID
})

/**
 * A Y4M video (what Chromium's fake camera plays) of the ticket's QR image, centred on white:
 * the PNG is decoded by a page's canvas into grey levels, so the test needs no image library.
 */
async function fakeCameraFile(page: Page, png: Buffer, path: string) {
  const [width, height] = [640, 480]
  const luma = await page.evaluate(
    async ({ data, width, height }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      context.fillStyle = '#fff'
      context.fillRect(0, 0, width, height)
      const side = Math.min(width, height) * 0.8
      context.imageSmoothingEnabled = false
      context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side)
      const { data: rgba } = context.getImageData(0, 0, width, height)
      const grey: number[] = []
      for (let i = 0; i < rgba.length; i += 4)
        grey.push(
          Math.round(0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0)),
        )
      return grey
    },
    { data: png.toString('base64'), width, height },
  )
  const y = Buffer.from(luma)
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]))
}

function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
}

test('the door app scans a ticket with the camera, checks in offline and syncs when back', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000)
  // A buyer takes three free seats; their ticket page shows the QR codes.
  const answer = await request.post('/api/purchase', {
    data: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: 3 }],
      PaymentMethod: 'free',
      Buyer: { FirstName: 'Sadia', Phone: uniquePhone() },
    },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const bought = (await answer.json()) as Bought
  const [first, second, third] = bought.Items as [Seat, Seat, Seat]
  await signIn(page, { authToken: bought.authToken, user: bought.user })
  await page.goto(`/purchase/view/${bought.ID}`)
  const qr = page.locator('canvas[aria-label^="QR code of ticket 1 of 3"]')
  await page.waitForFunction(
    () => document.querySelector('canvas[aria-label^="QR code of ticket 1 of 3"]'),
    null,
    {
      timeout: 20_000,
    },
  )
  await expect(qr).toBeVisible()
  const video = test.info().outputPath('ticket-qr.y4m')
  await fakeCameraFile(page, await qr.screenshot(), video)

  // The organizer finds the door app on the event's screen.
  const office = await page.context().browser()?.newContext()
  if (!office) throw new Error('no browser')
  const officePage = await office.newPage()
  await signIn(officePage, organizer)
  await officePage.goto(`/organization/event/${eventId}`)
  await officePage.getByRole('link', { name: 'Door' }).click()
  await expect(officePage).toHaveURL(new RegExp(`/door/${eventId}$`))
  await office.close()

  // The door phone: a camera that sees the ticket's QR code, 360 px wide.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  const errors: string[] = []
  let context: BrowserContext | undefined
  try {
    context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 360, height: 740 },
      permissions: ['camera'],
    })
    const door = await context.newPage()
    watchErrors(door, errors)
    await signIn(door, organizer)
    await door.goto(`/door/${eventId}`)
    await slow(door.getByRole('heading', { name: 'Door: Bangla Folk Night' })).toBeVisible()
    await slow(door.getByTestId('door-count')).toHaveText('0 of 3 checked in')

    // The camera reads the first ticket: VALID, then one tap lets it in.
    const answerPanel = door.getByRole('status').filter({ has: door.getByRole('heading', { level: 2 }) })
    await slow(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible({ timeout: 60_000 })
    await slow(answerPanel).toContainText('Ticket: Floor Free')
    await door.screenshot({ path: test.info().outputPath('door-valid-360.png') })
    await door.getByRole('button', { name: 'Check in' }).click()
    await slow(answerPanel).toContainText(/Checked in at/)
    await slow(door.getByTestId('door-count')).toHaveText('1 of 3 checked in')

    // Typed again, the same ticket reads ALREADY USED, with when and by whom.
    const typeCode = async (code: string) => {
      await door.getByRole('textbox', { name: 'Door code' }).fill(code)
      await door.getByRole('button', { name: 'Check code' }).click()
    }
    await typeCode(first.Code)
    await slow(door.getByRole('heading', { name: 'ALREADY USED', exact: true })).toBeVisible()
    await slow(answerPanel).toContainText(/by Rahim Uddin/)
    // This phone has a camera: the next ticket is scanned.
    await expect(door.getByRole('button', { name: 'Scan the next ticket' })).toBeVisible()
    await typeCode(`${second.Code.slice(0, -2)}AA`)
    await slow(door.getByRole('heading', { name: 'INVALID', exact: true })).toBeVisible()

    // The network goes: the second seat is checked by the key alone and queued.
    await context.setOffline(true)
    await slow(door.getByText('Offline', { exact: true })).toBeVisible()
    await typeCode(second.Code)
    await slow(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
    await door.getByRole('button', { name: 'Check in' }).click()
    await slow(answerPanel).toContainText(/it will sync when the network is back/)
    // The third seat too, while another gate lets the same seat in online: a duplicate for the sync.
    await typeCode(third.Code)
    await door.getByRole('button', { name: 'Check in' }).click()
    await slow(door.getByTestId('door-queue')).toHaveText('2 check-ins waiting to sync')
    await slow(door.getByTestId('door-count')).toHaveText('3 of 3 checked in')
    const gate = await request.post(`/api/purchase/item/${third.ID}/checkin`, {
      headers: authHeaders(organizer),
      data: { Code: third.Code },
    })
    expect(gate.ok()).toBe(true)
    await door.screenshot({ path: test.info().outputPath('door-offline-360.png') })

    // Back online: the queue syncs; the seat let in at the other gate is reported with both times.
    await context.setOffline(false)
    await slow(door.getByTestId('door-queue')).toHaveText('Everything synced', { timeout: 20_000 })
    await slow(door.getByRole('alert').filter({ hasText: 'Reported by the sync' })).toContainText(
      /Let in twice: Floor Free here at .+, first at .+ by Rahim Uddin/,
    )
    await slow(door.getByTestId('door-count')).toHaveText('3 of 3 checked in')
    await door.screenshot({ path: test.info().outputPath('door-synced-360.png'), fullPage: true })

    const seats = await request.get(`/api/checkin/event/${eventId}`, { headers: authHeaders(organizer) })
    const list = (await seats.json()) as {
      CheckedIn: number
      Seats: { ID: string; CheckedInAt: string | null }[]
    }
    expect(list.CheckedIn).toBe(3)
    expect(list.Seats.find((seat) => seat.ID === second.ID)?.CheckedInAt).toBeTruthy()
  } catch (failure) {
    const pages = context?.pages() ?? []
    if (pages[0])
      await pages[0].screenshot({ path: test.info().outputPath('door-failed.png'), fullPage: true })
    console.log('door page errors', errors)
    throw failure
  } finally {
    await context?.close()
    await browser.close()
  }
  expect(errors).toEqual([])
})
