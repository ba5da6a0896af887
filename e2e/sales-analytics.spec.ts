import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

const test = failingOnConsoleErrors()

let owner: Session
let accountId: string

// An organization that sold three tickets for cash today (৳1,500 in all).
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `analyst${unique()}`)
  const headers = authHeaders(owner)
  const sale = await publishedEvent(request, owner, {
    account: { Name: `Sylhet Beats ${unique()}`, EnableCashSell: true },
    event: { Title: 'Tea Garden Live', District: 'sylhet', Venue: 'Malnicherra' },
    tickets: [{ Section: 'Lawn', Category: 'Adult', Price: 500, Capacity: 40 }],
  })
  accountId = sale.accountId
  const [eventId, ticketId] = [sale.eventId, sale.ticketIds[0]]
  for (const Quantity of [2, 1]) {
    const sale = await request.post('/api/purchase/cash', {
      headers,
      data: { EventID: eventId, Tickets: [{ TicketID: ticketId, Quantity }], Buyer: { FirstName: 'Nadia' } },
    })
    expect(sale.ok(), await sale.text()).toBe(true)
  }
  await request.dispose()
})

test('an organizer sees the sales chart and downloads the report', async ({ page }) => {
  await signIn(page, owner)
  await page.goto(`/sales-analytics?AccountID=${accountId}`)
  await expect(page.getByRole('heading', { name: 'Sales analytics' })).toBeVisible()
  await expect(page.getByText('৳1,500.00').first()).toBeVisible()
  await expect(page.locator('.recharts-surface').first()).toBeVisible()
  await expect(page.getByRole('row', { name: /Cash 2 3 ৳1,500.00/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('analytics.png'), fullPage: true })

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report (xlsx)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('sells-report.xlsx')
  const file = await readFile((await download.path()) ?? '')
  // An xlsx is a zip: it starts with PK.
  expect(file.subarray(0, 2).toString()).toBe('PK')
  await expect(page.getByText('Report saved as sells-report.xlsx')).toBeVisible()
})

test('the range lives in the link, and the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, owner)
  await page.goto(`/sales-analytics?AccountID=${accountId}&From=2020-01-01&To=2020-01-31`)
  await expect(page.getByText('No sales in this range.')).toBeVisible()
  await page.getByText('Month', { exact: true }).click()
  await expect(page).toHaveURL(/Interval=month/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('in Bengali the chart, its axes and the chosen dates read in Bengali digits at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, owner)
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  await page.goto(`/sales-analytics?AccountID=${accountId}&From=${day(-7)}&To=${day(1)}&lang=bn`)
  await expect(page.getByText('৳১,৫০০.০০').first()).toBeVisible()
  const ticks = page.locator('.recharts-cartesian-axis-tick-value')
  await expect(ticks.first()).toBeVisible()
  const texts = await ticks.allTextContents()
  expect(texts.join(' ')).toMatch(/[০-৯]/)
  expect(texts.join(' ')).not.toMatch(/[0-9]/)
  // The browser's date pickers draw their own digits; the chosen days are repeated in Bengali under them.
  const echoes = await page.getByTestId('date-in-bengali').allTextContents()
  expect(echoes).toHaveLength(2)
  for (const echo of echoes) expect(echo).toMatch(/^[০-৯]+ \S+ [০-৯]{4}$/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({
    path: `${process.env.SCREENSHOTS ?? test.info().outputPath()}/analytics-bn.png`,
    fullPage: true,
  })
})
