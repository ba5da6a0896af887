import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if the page threw or logged an error.
const test = failingOnConsoleErrors()

let owner: Session
let accountId: string
let eventId: string

const sidebar = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const item = (page: Page, name: string) => page.getByRole('article', { name })
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `catalog${unique()}`)
  accountId = (await createOrganization(request, owner, `Baul Nights ${unique()}`)).ID
  const event = await request.post('/api/event', {
    headers: authHeaders(owner),
    data: {
      AccountID: accountId,
      Title: 'Bangla Folk Night',
      Description: 'Baul songs under the stars',
      Category: 'music',
      Features: ['outdoor'],
      District: 'dhaka',
      Venue: 'Shilpakala Academy',
      Address: 'Segunbagicha, Dhaka',
      Online: false,
      StartsAt: inDays(7),
      EndsAt: inDays(7.2),
      Visibility: 'public',
    },
  })
  expect(event.ok(), await event.text()).toBe(true)
  eventId = ((await event.json()) as { ID: string }).ID
  await request.dispose()
})

test('adds a ticket and a bundle, and cannot lower the ticket capacity', async ({ page }) => {
  await signIn(page, owner)
  await page.goto(`/organization/event/${eventId}/ticket`)
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
  await expect(page.getByText('No tickets yet. Add one so people can buy.')).toBeVisible()

  await page.getByRole('button', { name: 'Add ticket' }).click()
  const add = sidebar(page, 'Add ticket')
  await expect(
    add.getByText('A customer can block all tickets for up to 15 minutes while paying.'),
  ).toBeVisible()
  // An in-person event has no joining link.
  await expect(add.getByRole('textbox', { name: 'Joining link' })).toHaveCount(0)
  await add.getByRole('button', { name: 'Add ticket' }).click()
  await expect(add.getByText('Value is required')).toHaveCount(4)
  await add.getByRole('textbox', { name: 'Section', exact: true }).fill('Gallery')
  await add.getByRole('textbox', { name: 'Category', exact: true }).fill('Adult')
  await add.getByRole('textbox', { name: 'Price (taka)' }).fill('1500.5')
  await add.getByRole('textbox', { name: 'Capacity' }).fill('100')
  await add.getByRole('textbox', { name: 'Note' }).fill('Gate B')
  await expect(add.getByText('6 / 250')).toBeVisible()
  await add.getByRole('button', { name: 'Add ticket' }).click()

  await expect(page.getByText('Ticket Gallery Adult Created')).toBeVisible()
  await expect(add).toBeHidden()
  const ticket = item(page, 'Gallery Adult')
  await expect(ticket).toContainText('৳1,500.50')
  await expect(ticket).toContainText('0 / 100 sold')
  await expect(ticket).toContainText('Gate B')

  await ticket.getByRole('button', { name: 'Edit ticket Gallery Adult' }).click()
  const edit = sidebar(page, 'Edit ticket Gallery Adult')
  await expect(edit.getByRole('textbox', { name: 'Section', exact: true })).toBeDisabled()
  await expect(edit.getByRole('textbox', { name: 'Price (taka)' })).toBeDisabled()
  await edit.getByRole('textbox', { name: 'Capacity' }).fill('80')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('Capacity cannot be decreased')).toBeVisible()
  await edit.getByRole('textbox', { name: 'Capacity' }).fill('150')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Ticket Gallery Adult Updated')).toBeVisible()
  await expect(ticket).toContainText('0 / 150 sold')

  await page.getByRole('button', { name: 'Add bundle' }).click()
  const bundle = sidebar(page, 'Add bundle')
  await bundle.getByRole('button', { name: 'Add bundle' }).click()
  await expect(bundle.getByText('Choose at least one ticket')).toBeVisible()
  await bundle.getByRole('textbox', { name: 'Name' }).fill('Family pack')
  await bundle.getByRole('textbox', { name: 'Price (taka)' }).fill('5000')
  await bundle.getByRole('checkbox', { name: 'Gallery Adult' }).check()
  await bundle.getByRole('textbox', { name: 'How many of Gallery Adult' }).fill('4')
  await bundle.getByRole('button', { name: 'Add bundle' }).click()
  await expect(page.getByText('Bundle Family pack Created')).toBeVisible()
  const family = item(page, 'Family pack')
  await expect(family).toContainText('৳5,000.00')
  await expect(family).toContainText('4 × Gallery Adult')
})

test('adds a discount code and raises its maximum uses', async ({ page }) => {
  await signIn(page, owner)
  await page.goto(`/organization/event/${eventId}/discount`)
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
  await page.getByRole('button', { name: 'Add discount' }).click()
  const add = sidebar(page, 'Add discount')
  await add.getByRole('textbox', { name: 'Code' }).fill('eid50')
  await add.getByRole('textbox', { name: 'Amount off (taka)' }).fill('0')
  await add.getByRole('textbox', { name: 'Maximum uses' }).fill('10')
  await add.getByRole('button', { name: 'Add discount' }).click()
  await expect(add.getByText('Amount must be greater than zero')).toBeVisible()
  await add.getByRole('textbox', { name: 'Amount off (taka)' }).fill('50')
  await add.getByRole('button', { name: 'Add discount' }).click()

  await expect(page.getByText('Discount EID50 Created')).toBeVisible()
  const code = item(page, 'EID50')
  await expect(code).toContainText('৳50.00 off')
  await expect(code).toContainText('Used 0 of 10')
  await expect(code).toContainText('No expiry')

  await code.getByRole('button', { name: 'Edit discount EID50' }).click()
  const edit = sidebar(page, 'Edit discount EID50')
  await expect(edit.getByRole('textbox', { name: 'Code' })).toBeDisabled()
  await edit.getByRole('textbox', { name: 'Maximum uses' }).fill('5')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('Maximum uses cannot be decreased')).toBeVisible()
  await edit.getByRole('textbox', { name: 'Maximum uses' }).fill('25')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Discount EID50 Updated')).toBeVisible()
  await expect(code).toContainText('Used 0 of 25')
})

test('adds and edits a performer of the organization', async ({ page }) => {
  await signIn(page, owner)
  await page.goto('/organization')
  await page.getByRole('link', { name: 'Manage performers' }).first().click()
  await expect(page).toHaveURL(`/performer/organization/${accountId}`)
  await expect(page.getByText('No performers yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Add performer' }).click()
  const add = sidebar(page, 'Add performer')
  await add.getByRole('textbox', { name: 'First name' }).fill('Runa2')
  await add.getByRole('button', { name: 'Add performer' }).click()
  await expect(add.getByText('Name can only contain letters, spaces, and fullstops')).toBeVisible()
  await add.getByRole('textbox', { name: 'First name' }).fill('Runa')
  await add.getByRole('textbox', { name: 'Last name' }).fill('Laila')
  await add.getByRole('button', { name: 'Add performer' }).click()
  await expect(page.getByText('Performer Runa Laila Created')).toBeVisible()

  const card = item(page, 'Runa Laila')
  await card.getByRole('button', { name: 'Edit Runa Laila' }).click()
  const edit = sidebar(page, 'Edit Runa Laila')
  await edit.getByRole('textbox', { name: 'Also known as' }).fill('Queen of Melody')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Performer Runa Laila Updated')).toBeVisible()
  await expect(card).toContainText('Queen of Melody')

  const href = await card.getByRole('link', { name: 'Public page of Runa Laila' }).getAttribute('href')
  await page.goto(`${href}/update`)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit performer' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Biography' }).fill('Sings since 1965.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(href ?? '')
  await expect(page.getByText('Sings since 1965.')).toBeVisible()
})
