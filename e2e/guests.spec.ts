import { expect as baseExpect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if the page threw or logged an error.
const test = failingOnConsoleErrors()
// Other suites build and test on the same machine: give each answer time.
const expect = baseExpect.configure({ timeout: 15_000 })

let eventId: string
let owner: Session
let promoter: Session

// An organization's published event with one free ticket type of 20 seats, and a promoter with their own account.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `guestowner${unique()}`)
  promoter = await signUp(request, `promoter${unique()}`)
  ;({ eventId } = await publishedEvent(request, owner, {
    account: { Name: `Baul Club ${unique()}` },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 500, Capacity: 20 }],
  }))
  await request.dispose()
})

test.use({ viewport: { width: 360, height: 780 } })

const noSideScroll = async (page: import('@playwright/test').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

test('an organizer adds a guest, imports two, and a promoter with a link adds one within the quota', async ({
  page,
  browser,
}) => {
  // A long journey on a busy machine: two people, four tabs, two files.
  test.setTimeout(180_000)
  await signIn(page, owner)
  await page.goto(`/organization/event/${eventId}/guest`)
  await expect(page.getByRole('heading', { name: 'Guest list' })).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText('No guests yet.')).toBeVisible()

  // One guest with a plus-one.
  await page.getByRole('tab', { name: 'Add' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Ayesha')
  await page.getByRole('textbox', { name: 'Phone' }).fill('01712345678')
  await page.getByRole('button', { name: 'One seat more' }).click()
  await expect(page.getByTestId('guest-seats')).toHaveText('2')
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('add.png'), fullPage: true })
  await page.getByRole('button', { name: 'Add to the guest list' }).click()
  await expect(page.getByText('Ayesha and 2 seats are on the guest list')).toBeVisible()

  // A CSV file: a wrong row is shown and blocks the import until the file is fixed.
  await page.getByRole('tab', { name: 'Import' }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a CSV file' }).click()
  await (await chooser).setFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Phone,Seats\nKarim,01812345678,1\n,123,1\n'),
  })
  await expect(page.getByTestId('import-preview')).toContainText(
    'Phone: Value is not a valid phone number: write it as 01XXXXXXXXX',
  )
  await expect(page.getByRole('button', { name: 'Add 2 guests' })).toBeDisabled()
  const again = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose another file' }).click()
  await (await again).setFiles({
    name: 'guests.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Phone,Seats\nKarim,01812345678,1\nRuma,,3\n'),
  })
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('import.png'), fullPage: true })
  await page.getByRole('button', { name: 'Add 2 guests' }).click()
  await expect(page.getByText('2 guests added')).toBeVisible()

  // A link for a promoter with a quota of 2 seats.
  await page.getByRole('tab', { name: 'Links' }).click()
  await page.getByRole('textbox', { name: 'For whom' }).fill('DJ Rafi')
  await page.getByRole('textbox', { name: 'Seats it may add' }).fill('2')
  await page.getByRole('button', { name: 'Make a link' }).click()
  const url = (await page.getByTestId('guest-link-url').textContent()) ?? ''
  expect(url).toContain('/guests/')
  await expect(page.getByTestId('guest-link')).toContainText('0 of 2 seats used')
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('links.png'), fullPage: true })

  await page.getByRole('tab', { name: 'Guests' }).click()
  await expect(page.getByTestId('guest-totals')).toHaveText('3 guests · 6 seats · 0 in')
  await page.screenshot({ path: test.info().outputPath('list.png'), fullPage: true })

  // A guest without a phone gets their tickets by hand: the link opens their two QR codes, signed out.
  const ruma = page.getByTestId('guest-row').filter({ hasText: 'Ruma' })
  await ruma.getByRole('button', { name: 'Ticket link' }).click()
  const tickets = (await ruma.getByTestId('ticket-link').textContent()) ?? ''
  expect(tickets).toContain('/purchase/view/')
  const stranger = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const held = await stranger.newPage()
  await held.goto(new URL(tickets).pathname + new URL(tickets).search)
  await expect(held.getByRole('img', { name: /QR code/i })).toHaveCount(3, { timeout: 45_000 })
  await stranger.close()

  // The promoter opens the link on their own phone.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const phone = await context.newPage()
  await signIn(phone, promoter)
  await phone.goto(new URL(url).pathname)
  await expect(phone.getByRole('heading', { name: 'Guest list: Baul Night' })).toBeVisible({
    timeout: 45_000,
  })
  await expect(phone.getByTestId('quota-left')).toHaveText('2 seats left')
  // The organizer's guests are not the promoter's to see: the link shows only the guests it added.
  await expect(phone.getByText('No guests yet.')).toBeVisible()
  await expect(phone.getByText('+8801712345678')).toHaveCount(0)
  await phone.getByRole('textbox', { name: 'First name' }).fill('Rafi crew')
  await phone.getByRole('button', { name: 'One seat more' }).click()
  await phone.getByRole('button', { name: 'Add to the guest list' }).click()
  await expect(phone.getByText('This link has added all the seats it may.')).toBeVisible()
  await expect(phone.getByTestId('guest-totals')).toHaveText('1 guest · 2 seats · 0 in')
  await noSideScroll(phone)
  await phone.screenshot({ path: test.info().outputPath('promoter.png'), fullPage: true })
  await context.close()
})
