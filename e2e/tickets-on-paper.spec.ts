import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, expect as baseExpect, type Download } from '@playwright/test'
import jsQR from 'jsqr'
import { uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { caughtMailTo } from './mail-catcher.ts'
import { authHeaders, createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'
import { mailBaseURL } from './playwright.config.ts'

// The network cut on purpose, and the camera the test's door phone does not have.
const test = failingOnConsoleErrors(/ERR_INTERNET_DISCONNECTED|Requested device not found|Permission denied/)
const expect = baseExpect.configure({ timeout: 20_000 })
const screen = { width: 360, height: 780 }
test.use({ baseURL: mailBaseURL, viewport: screen })

const dir = mkdtempSync(join(tmpdir(), 'mela-paper-'))

/** A published free event of a new organizer's, two hours from now. */
async function freeEvent(request: APIRequestContext, title: string) {
  const organizer = await signUp(request, `paper${unique()}`)
  const account = await createOrganization(request, organizer, `Paper Hall ${unique()}`)
  const post = async (path: string, data?: unknown) => {
    const answer = await request.post(`/api${path}`, { headers: authHeaders(organizer), data })
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
    return (await answer.json()) as { ID: string }
  }
  const startsAt = new Date(Date.now() + 2 * 3600_000)
  const event = await post('/event', {
    AccountID: account.ID,
    Title: title,
    Category: 'music',
    Venue: 'Shilpakala Academy, Dhaka',
    StartsAt: startsAt.toISOString(),
    EndsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
  })
  await post('/ticket', { EventId: event.ID, Section: 'Hall', Category: 'Free', Price: 0, Capacity: 20 })
  await post(`/event/${event.ID}/publish`)
  return { organizer: organizer as Session, eventId: event.ID }
}

const saved = async (download: Download) => readFileSync(await download.path())
const pagesOf = (pdf: Buffer) => {
  const path = join(dir, `${unique()}.pdf`)
  writeFileSync(path, pdf)
  return {
    path,
    pages: Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]),
  }
}

/** What the QR code on the PDF's first page says: drawn by pdftoppm (grey PGM), read by jsQR. */
function qrOfFirstPage(pdf: Buffer): string | undefined {
  const { path } = pagesOf(pdf)
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path], {
    maxBuffer: 64 << 20,
  })
  const [, width = 0, height = 0, headerLength = 0] = (() => {
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))
    return header ? [0, Number(header[1]), Number(header[2]), header[0].length] : []
  })()
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let at = 0; at < width * height; at++) {
    const grey = pgm[headerLength + at] ?? 255
    rgba.set([grey, grey, grey, 255], at * 4)
  }
  return jsQR(rgba, width, height)?.data
}

test("a guest's two tickets come as a PDF by mail, its QR admits offline; printed one a page; the door list on paper", async ({
  page,
  browser,
  request,
}) => {
  const title = `Paper Night ${unique()}`
  const { organizer, eventId } = await freeEvent(request, title)
  const email = `salma.${unique()}@example.com`

  // A guest takes two free tickets, giving an e-mail for the copy.
  await page.goto(`/purchase/create/event/${eventId}`)
  const add = page.getByRole('button', { name: 'Add one Hall Free' })
  await add.click()
  await add.click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Salma')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('button', { name: 'Get free tickets' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)

  // The ticket page's PDF, and its print: one ticket a page. Paper size, PDF and Print fit a phone's width.
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)
  await page.screenshot({ path: test.info().outputPath('ticket-page-360.png'), fullPage: true })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^tickets-[0-9A-F]{8}\.pdf$/)
  expect(pagesOf(await saved(download)).pages).toBe(2)
  await page.emulateMedia({ media: 'print' })
  expect(pagesOf(await page.pdf({ preferCSSPageSize: true })).pages).toBe(2)
  await page.emulateMedia({ media: 'screen' })

  // The confirmation mail carries the same tickets; the QR on its first page holds what the screen's does: the
  // seat's verification page with its code, which a phone's camera opens and the door app reads.
  const mail = await caughtMailTo(email, (caught) => caught.subject.includes(title))
  const attachment = mail.attachments.find((file) => /^tickets-[0-9A-F]{8}\.pdf$/.test(file.filename))
  if (!attachment)
    throw new Error(`No PDF in the mail: ${JSON.stringify(mail.attachments.map((f) => f.filename))}`)
  expect(attachment.contentType).toBe('application/pdf')
  const code = qrOfFirstPage(Buffer.from(attachment.content, 'base64'))
  expect(code).toMatch(/\/purchase\/item\/verify\/[\w-]+\?code=M1\./)

  // The door phone, its list loaded, loses the network: the code off the paper is VALID all the same.
  const doorDevice = await browser.newContext({ baseURL: mailBaseURL, viewport: screen })
  const door = await doorDevice.newPage()
  await signIn(door, organizer)
  await door.goto(`/door/${eventId}`)
  await expect(door.getByTestId('door-count')).toHaveText('0 of 2 checked in', { timeout: 30_000 })
  await doorDevice.setOffline(true)
  await expect(door.getByText('Offline', { exact: true })).toBeVisible()
  await door.getByRole('textbox', { name: 'Door code' }).fill(code ?? '')
  await door.getByRole('button', { name: 'Check code' }).click()
  await expect(door.getByRole('heading', { name: 'VALID', exact: true })).toBeVisible()
  await doorDevice.setOffline(false)

  // The organizer prints the door list: Salma's two tickets, with boxes to tick.
  await door.goto(`/organization/event/${eventId}/purchases`)
  const [list] = await Promise.all([
    door.waitForEvent('download'),
    door.getByRole('button', { name: 'Door list (PDF)' }).click(),
  ])
  const text = execFileSync('pdftotext', [pagesOf(await saved(list)).path, '-'], { encoding: 'utf8' })
  expect(text).toContain(`Door list: ${title}`)
  expect(text.match(/Salma/g)).toHaveLength(2)
  await doorDevice.close()
})
