import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import {
  authHeaders,
  createOrganization,
  expectNoSeriousViolations,
  type Session,
  signIn,
  signUp,
  tinyPng,
  unique,
} from './organizer-helpers.ts'

// Every test fails if the page threw or logged an error, except the refusals the journeys ask for.
const EXPECTED = /status of 409/
const test = failingOnConsoleErrors(EXPECTED)

// Sign-ups are rate limited per address: the file signs up two people and shares them.
let owner: Session
let helper: Session

const sidebar = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const card = (page: Page, name: string) => page.getByRole('article', { name })

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `owner${unique()}`)
  helper = await signUp(request, `helper${unique()}`)
  await request.dispose()
})

test('creates an organization with a logo and shows its header', async ({ page }) => {
  const name = `Dhaka Live ${unique()}`
  const feed = `dhakalive${unique()}`
  await signIn(page, owner)
  await page.goto('/organization')
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()
  await page.getByRole('button', { name: 'Create organization' }).first().click()

  const form = sidebar(page, 'Create organization')
  await expectNoSeriousViolations(page)
  await form.getByRole('textbox', { name: 'Name' }).fill(`  ${name}  `)
  await form.getByRole('textbox', { name: 'Feed URL' }).fill(feed)
  await expect(form.getByText(`/feed/${feed}`)).toBeVisible()
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() })
  await expect(form.getByRole('button', { name: 'Change image' })).toBeEnabled()
  await form.getByRole('button', { name: 'Create organization' }).click()

  await expect(page.getByText(`Organization ${name} is created successfully`)).toBeVisible()
  await expect(form).toBeHidden()
  const created = card(page, name)
  const logo = created.getByRole('img', { name: `Logo of ${name}` })
  await expect(logo).toHaveAttribute(
    'src',
    /\/image\/upload\/ar_1:1,c_fill,w_100,f_auto\/v\d+\/organizations\//,
  )
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const feedLink = created.getByRole('link', { name: `Public page of ${name} (opens in a new tab)` })
  await expect(feedLink).toHaveAttribute('href', `/feed/${feed}`)
  await expect(feedLink).toHaveAttribute('target', '_blank')
  await expect(created.getByText('Your role: Owner')).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('adds a co-organizer by username, who then sees the organization', async ({ page, browser }) => {
  const name = `Sylhet Beats ${unique()}`
  await createOrganization(page.request, owner, name)
  await signIn(page, owner)
  await page.goto('/organization')
  await card(page, name).getByRole('button', { name: 'Manage organizers' }).click()

  const team = sidebar(page, `Organizers of ${name}`)
  await team.getByRole('textbox', { name: 'Username or e-mail' }).fill(helper.user.Username)
  await expect(team.getByRole('combobox', { name: 'Role' })).toHaveValue('Organizer')
  await team.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('Rahim Uddin was added as Organizer')).toBeVisible()
  await expect(team.getByRole('listitem').filter({ hasText: `@${helper.user.Username}` })).toContainText(
    'Organizer',
  )
  await expect(team.getByRole('button', { name: 'Remove Rahim Uddin' })).toHaveCount(1)

  await team.getByRole('textbox', { name: 'Username or e-mail' }).fill(helper.user.Username)
  await team.getByRole('button', { name: 'Add' }).click()
  await expect(team.getByText('Organizer Already Added')).toBeVisible()

  const other = await browser.newContext()
  const helperPage = await other.newPage()
  await signIn(helperPage, helper)
  await helperPage.goto('/organization')
  const shared = card(helperPage, name)
  await expect(shared.getByText('Your role: Organizer')).toBeVisible()
  await expect(shared.getByRole('button', { name: 'Edit' })).toBeVisible()
  // Managing the team and the bank accounts stays with the owner.
  await expect(shared.getByRole('button', { name: 'Manage organizers' })).toHaveCount(0)
  await expect(shared.getByText('Bank accounts')).toHaveCount(0)
  await other.close()
})

test('turns on custom roles and grants a new role a permission', async ({ page }) => {
  const name = `Chattogram Fest ${unique()}`
  const { ID } = await createOrganization(page.request, owner, name)
  await signIn(page, owner)
  await page.goto('/organization')
  await card(page, name).getByRole('button', { name: 'Edit' }).click()
  const form = sidebar(page, `Edit ${name}`)
  await expect(form.getByRole('link', { name: 'Open Role Manager' })).toHaveCount(0)
  await form.getByRole('switch', { name: 'Custom roles' }).check()
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`Organization ${name} is updated successfully`)).toBeVisible()

  await card(page, name).getByRole('button', { name: 'Edit' }).click()
  await sidebar(page, `Edit ${name}`).getByRole('link', { name: 'Open Role Manager' }).click()
  await expect(page).toHaveURL(`/organization/${ID}/role`)
  await expect(page.getByRole('heading', { level: 1, name: `Roles of ${name}` })).toBeVisible()
  await expect(sidebar(page, `Edit ${name}`)).toBeHidden()

  await page.getByRole('textbox', { name: 'New role' }).fill('Usher')
  await page.getByRole('button', { name: 'Create role' }).click()
  await expect(page.getByText('Role Usher is created')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Usher' })).toBeVisible()
  const grant = page.getByRole('checkbox', { name: 'Usher: Check in guests' })
  await grant.check()
  await expect(page.getByRole('button', { name: 'Reset to default: Check in guests' })).toBeVisible()

  await page.reload()
  await expect(grant).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Usher: Refund purchases' })).not.toBeChecked()
  await expectNoSeriousViolations(page)
  const permissions = await page.request.get('/api/account/permission', { headers: authHeaders(owner) })
  const data = (await permissions.json()) as { OverridePermission: Record<string, Record<string, string[]>> }
  expect(data.OverridePermission[ID]?.checkin).toContain('Usher')
})

test('adds a bank account and shows only its last four digits', async ({ page }) => {
  const name = `Rajshahi Arts ${unique()}`
  await createOrganization(page.request, owner, name)
  await signIn(page, owner)
  await page.goto('/organization')
  const created = card(page, name)
  await expect(created.getByText('No bank account yet.', { exact: false })).toBeVisible()
  await created.getByRole('button', { name: 'Add bank account' }).click()

  const form = sidebar(page, `Add a bank account to ${name}`)
  await expect(form.getByText('Once submitted, bank account details cannot be changed.')).toBeVisible()
  await form.getByRole('textbox', { name: 'Bank name' }).fill('Dutch-Bangla Bank')
  await form.getByRole('textbox', { name: 'Branch' }).fill('Gulshan')
  await form.getByRole('textbox', { name: 'Account name' }).fill('Rajshahi Arts Ltd')
  await form.getByRole('textbox', { name: 'Account number' }).fill('1234 5678 9012')
  await form.getByRole('button', { name: 'Add bank account' }).click()

  await expect(page.getByText('Bank account created successfully')).toBeVisible()
  await expect(form).toBeHidden()
  await expect(created.getByText('•••• 9012')).toBeVisible()
  await expect(created.getByText('Dutch-Bangla Bank, Gulshan')).toBeVisible()
  await expect(page.getByText('1234 5678')).toHaveCount(0)
})
