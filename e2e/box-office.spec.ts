import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if the page threw or logged an error.
const test = failingOnConsoleErrors()

let eventId: string
let seller: Session

// An organization selling for cash, a published event with a ৳500 ticket, and a collaborator at its counter.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const owner = await signUp(request, `boxowner${unique()}`)
  seller = await signUp(request, `counter${unique()}`)
  const sale = await publishedEvent(request, owner, {
    account: { Name: `Dhaka Folk ${unique()}`, EnableCashSell: true, Phone: '01711000333' },
    event: { Title: 'Lalon Night' },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 500, Capacity: 50 }],
  })
  eventId = sale.eventId
  const added = await request.post(`/api/account/organizer/${sale.accountId}`, {
    headers: authHeaders(owner),
    data: { Organizer: seller.user.Username, Role: 'collaborator' },
  })
  expect(added.ok(), await added.text()).toBe(true)
  await request.dispose()
})

test.use({ viewport: { width: 360, height: 780 } })

test('a collaborator sells two tickets for cash at the counter, then closes the drawer 100 short', async ({
  page,
}) => {
  await signIn(page, seller)
  await page.goto(`/organization/event/${eventId}/sell`)
  await expect(page.getByRole('heading', { name: 'Sell for cash' })).toBeVisible()
  const addOne = page.getByRole('button', { name: 'Add one Gallery Regular' })
  await addOne.click()
  await addOne.click()
  await expect(page.getByTestId('sale-total')).toHaveText('৳1,000.00')
  await page.getByRole('textbox', { name: 'First name' }).fill('Karim')
  await page.getByRole('textbox', { name: 'Cash received' }).fill('1500')
  await expect(page.getByTestId('change-due')).toHaveText('৳500.00')
  // No horizontal scrolling on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByRole('button', { name: 'Take ৳1,000.00 and sell' }).click()
  await expect(page.getByRole('heading', { name: 'Sold for ৳1,000.00 in cash' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code/i })).toHaveCount(2)
  await page.screenshot({ path: test.info().outputPath('sold.png'), fullPage: true })

  // Printed on the counter's 80 mm receipt printer: one ticket a page, 80 × 150 mm (docs/tickets-on-paper.md).
  await page.getByText('80 × 150 mm').click()
  await page.emulateMedia({ media: 'print' })
  const printed = test.info().outputPath('printed.pdf')
  writeFileSync(printed, await page.pdf({ preferCSSPageSize: true }))
  await page.emulateMedia({ media: 'screen' })
  const info = execFileSync('pdfinfo', [printed], { encoding: 'utf8' })
  expect(info).toMatch(/Pages:\s+2\n/)
  expect(info).toMatch(/Page size:\s+22[67]\.\d+ x 425\.\d+ pts/)

  // "Sell again" keeps the event and starts an empty sale.
  await page.getByRole('button', { name: 'Sell again' }).click()
  await expect(page.getByTestId('sale-total')).toHaveText('৳0.00')

  await page.getByRole('link', { name: 'My sales and drawer' }).click()
  await expect(page.getByTestId('sales-summary')).toHaveText('Sales: 1 · Cash: ৳1,000.00')
  await expect(page.getByRole('listitem', { name: 'Karim' })).toContainText('2 × Gallery Regular')
  await page.getByRole('textbox', { name: 'Cash counted' }).fill('900')
  await expect(page.getByTestId('drawer-difference')).toHaveText('Difference: ৳100.00 short')
  await page.getByRole('button', { name: 'Close my drawer' }).click()
  await expect(page.getByText('Drawer closed: ৳900.00 counted, ৳100.00 short')).toBeVisible()
  // The closed drawer is a card on a phone (a table on wider screens).
  await expect(page.getByRole('listitem').getByText('৳100.00 short', { exact: true })).toBeVisible()
  await expect(page.getByText('Every sale of yours is counted in a closed drawer.')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('drawer.png'), fullPage: true })
})

test('a buyer reads how to pay cash without signing in', async ({ page }) => {
  await page.goto(`/e/${eventId}`)
  await page.getByRole('link', { name: 'Or pay in cash at the box office' }).click()
  await expect(page.getByRole('heading', { name: 'Pay in cash' })).toBeVisible()
  await expect(page.getByText('Gallery · Regular: ৳500.00')).toBeVisible()
  await expect(page.getByRole('link', { name: '+880 1711-000333' }).or(page.getByText(/1711/))).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('cash-info.png'), fullPage: true })
})

test('in Bengali the counter reads the cash typed in Bengali digits, whichever keys typed it', async ({
  page,
}) => {
  await signIn(page, seller)
  await page.goto(`/organization/event/${eventId}/sell?lang=bn`)
  await expect(page.getByRole('heading', { name: 'নগদে বিক্রি' })).toBeVisible()
  await page.getByRole('button', { name: /আরও একটি .*যোগ করুন/ }).click()
  await expect(page.getByTestId('sale-total')).toHaveText('৳৫০০.০০')
  const received = page.getByRole('textbox', { name: 'প্রাপ্ত নগদ' })
  await received.fill('400')
  await expect(received).toHaveValue('৪০০')
  await expect(page.getByTestId('change-due')).toHaveText('৳১০০.০০ কম')
  // A Bengali keyboard's digits read as the same amount.
  await received.fill('৭০০.৫')
  await expect(received).toHaveValue('৭০০.৫')
  await expect(page.getByTestId('change-due')).toHaveText('৳২০০.৫০')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({
    path: `${process.env.SCREENSHOTS ?? test.info().outputPath()}/box-office-cash-bn.png`,
  })
})
