import { type APIRequestContext, expect } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'

// The journey fails if a page threw or logged an error.
const test = failingOnConsoleErrors()

// A busy machine builds and serves slowly: every wait in the journey gets time.
const slow = expect.configure({ timeout: 45_000 })

type Session = { authToken: string; user: { ID: string; Username: string } }
const PASSWORD = 'Secret123'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
let owner: Session
let eventId: string
let accountName: string

const authHeaders = (session: Session) => ({
  Authorization: session.authToken,
  'X-Username': encodeURIComponent(session.user.Username),
})

async function send(request: APIRequestContext, path: string, data?: unknown) {
  const answer = await request.post(`/api${path}`, { headers: authHeaders(owner), data })
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
  return (await answer.json()) as { ID: string }
}

test.beforeAll(async ({ request }) => {
  const Username = `claims${unique()}`
  const registered = await request.post('/api/auth/register', {
    data: { FirstName: 'Nadia', LastName: 'Islam', Username, Password: PASSWORD, ConfirmPassword: PASSWORD },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  owner = (await (
    await request.post('/api/auth/login', { data: { Username, Password: PASSWORD } })
  ).json()) as Session
  accountName = `Claims Hall ${unique()}`
  const account = await send(request, '/account', { Name: accountName })
  const startsAt = new Date(Date.now() + 21 * 24 * 3600_000)
  eventId = (
    await send(request, '/event', {
      AccountID: account.ID,
      Title: 'Lalon Utsab',
      Category: 'music',
      Venue: 'Kushtia',
      StartsAt: startsAt.toISOString(),
      EndsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    })
  ).ID
  await send(request, '/ticket', {
    EventId: eventId,
    Section: 'Field',
    Category: 'Regular',
    Price: 500,
    Capacity: 50,
  })
  await send(request, `/event/${eventId}/publish`)
})

test('a buyer pays with bKash; the owner adds a bank account and claims the money at 360 px', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The sandbox's page and the app's finalize both load pages: give a busy machine time.
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto(`/purchase/create/event/${eventId}`)
  await page.getByRole('button', { name: 'Add one Field Regular' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Karim')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  await page.getByRole('button', { name: 'Pay ৳500.00 with bKash' }).click()
  await slow(page).toHaveURL(/\/bkash-sandbox\//)
  await payOnSandbox(page)
  await slow(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+$/)

  const office = await browser.newContext({ viewport: { width: 360, height: 780 } })
  await office.addInitScript((stored) => {
    localStorage.setItem('user', JSON.stringify(stored.user))
    localStorage.setItem('authToken', stored.authToken)
  }, owner)
  const claims = await office.newPage()
  claims.on('pageerror', (error) => consoleErrors.push(error.message))
  await claims.goto('/claims')
  await slow(claims.getByRole('heading', { name: 'Claims', level: 1 })).toBeVisible()
  await slow(claims.getByTestId('available')).toHaveText('৳500.00')
  await slow(claims.getByRole('row', { name: /Lalon Utsab/ })).toContainText('৳500.00')

  await claims.getByRole('button', { name: 'Add bank account' }).first().click()
  const sidebar = claims.getByRole('dialog')
  await sidebar.getByRole('textbox', { name: 'Bank name' }).fill('BRAC Bank')
  await sidebar.getByRole('textbox', { name: 'Branch' }).fill('Gulshan')
  await sidebar.getByRole('textbox', { name: 'Account name' }).fill('Claims Hall')
  await sidebar.getByRole('textbox', { name: 'Account number' }).fill('1501204455667788')
  await sidebar.getByRole('button', { name: 'Add bank account' }).click()
  await slow(claims.getByText('Bank account created successfully')).toBeVisible()

  const bank = claims.getByRole('combobox', { name: 'Bank account' })
  await slow(bank).toHaveValue('BRAC Bank, Gulshan · Claims Hall · •••• 7788')
  await claims.getByRole('textbox', { name: 'Amount (৳)' }).fill('600')
  await slow(claims.getByText('You can claim at most ৳500.00')).toBeVisible()
  await claims.getByRole('textbox', { name: 'Amount (৳)' }).fill('300')
  await claims.getByRole('button', { name: 'Claim', exact: true }).click()
  const confirm = claims.getByRole('dialog', { name: 'Claim ৳300.00?' })
  await slow(confirm).toContainText('•••• 7788')
  await confirm.getByRole('button', { name: 'Yes, claim' }).click()
  await slow(claims.getByText('Claim of ৳300.00 requested')).toBeVisible()
  await slow(claims.getByTestId('available')).toHaveText('৳200.00')
  const claim = claims.getByTestId('claim').first()
  await slow(claim).toContainText('৳300.00')
  await slow(claim).toContainText('Requested')
  await claims.screenshot({ path: test.info().outputPath('claims-360.png'), fullPage: true })

  // The statement downloads as CSV.
  const download = claims.waitForEvent('download')
  await claims.getByRole('button', { name: 'Download CSV of Lalon Utsab' }).click()
  expect((await download).suggestedFilename()).toBe(`statement-${eventId}.csv`)

  // The superuser approves the claim, then marks it paid once the money is sent; the owner sees it paid.
  const login = await (
    await claims.request.post('/api/auth/login', {
      data: { Username: 'superuser', Password: 'Superuser2026x' },
    })
  ).json()
  const desk = await browser.newContext()
  await desk.addInitScript((stored) => {
    localStorage.setItem('user', JSON.stringify(stored.user))
    localStorage.setItem('authToken', stored.authToken)
  }, login)
  const moderation = await desk.newPage()
  await moderation.goto('/superuser/claim-moderation')
  await moderation.getByRole('searchbox', { name: 'Search' }).fill(accountName)
  const row = moderation.getByTestId('moderation-row').filter({ hasText: accountName })
  await row.getByRole('button', { name: /^Approve: / }).click()
  await moderation.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
  await slow(row).toContainText('Approved')
  await row.getByRole('button', { name: /^Mark paid: / }).click()
  await moderation.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click()
  await slow(row).toContainText('Paid')
  await desk.close()
  await claims.reload()
  await slow(claims.getByTestId('claim').first()).toContainText('Paid')
  await office.close()
})
