import { expect, type Page } from '@playwright/test'
import { dialogOf, loginInDialog } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// The banned user's refused login answers 403 on purpose.
const test = failingOnConsoleErrors(/status of 403/)

const SUPERUSER_PASSWORD = 'Superuser2026x'
const shots = (name: string) => `${process.env.SCREENSHOTS ?? '/tmp/pw-superuser'}/${name}.png`

let person: Session
let organizationName: string

test.beforeAll(async ({ request }) => {
  person = await signUp(request, `troll${unique()}`)
  const owner = await signUp(request, `owner${unique()}`)
  organizationName = `Verified Stage ${unique()}`
  await createOrganization(request, owner, organizationName)
})

/** Confirms the action a row's button opened, with a reason when the dialog asks for one. */
async function confirm(page: Page, action: string, reason?: string) {
  const dialog = page.getByRole('dialog', { name: action })
  if (reason) await dialog.getByRole('textbox').fill(reason)
  await dialog.getByRole('button', { name: action }).click()
  await expect(dialog).toBeHidden()
}

test('the superuser bans a user who then cannot sign in, verifies an organization, and reads both in the audit log', async ({
  page,
  browser,
}) => {
  // Three screens at two widths and a second browser: more than the default minute on a busy machine.
  test.setTimeout(180_000)
  // Signing in lands the superuser on their dashboard.
  await page.goto('/login')
  await loginInDialog(page, 'superuser', SUPERUSER_PASSWORD)
  await expect(page).toHaveURL(/\/superuser$/)
  await expect(page.getByRole('heading', { name: 'Superuser', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /Users.*in all/ })).toBeVisible()
  await page.screenshot({ path: shots('dashboard-desktop'), fullPage: true })

  await page.getByRole('link', { name: /Users.*in all/ }).click()
  await expect(page).toHaveURL(/\/superuser\/user-moderation$/)
  await page.getByRole('searchbox', { name: 'Search' }).fill(person.user.Username)
  await expect(page.getByText('1 found')).toBeVisible()
  await page.getByRole('button', { name: `Ban: Rahim Uddin (${person.user.Username})` }).click()
  await confirm(page, 'Ban', 'Abusive messages to organizers')
  await expect(page.getByTestId('moderation-row').getByText('Banned')).toBeVisible()
  await page.screenshot({ path: shots('users-desktop'), fullPage: true })

  await page.goto('/superuser/organization-moderation')
  await page.getByRole('searchbox', { name: 'Search' }).fill(organizationName)
  await expect(page.getByText('1 found')).toBeVisible()
  await page.getByRole('button', { name: `Verify: ${organizationName}` }).click()
  await confirm(page, 'Verify')
  await expect(page.getByTestId('moderation-row').getByText('Verified', { exact: true })).toBeVisible()

  await page.goto('/superuser/audit')
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  const rows = page.getByTestId('audit-row')
  await expect(rows.filter({ hasText: 'Verified an organization' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Banned a user' }).filter({ hasText: 'Abusive messages' })).toHaveCount(
    1,
  )
  await page.screenshot({ path: shots('audit-desktop'), fullPage: true })

  // On a phone: cards instead of tables, every action in reach.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/superuser')
  await expect(page.getByRole('link', { name: /Claims.*in all/ })).toBeVisible()
  await page.screenshot({ path: shots('dashboard-360'), fullPage: true })
  await page.goto('/superuser/user-moderation')
  await page.getByRole('searchbox', { name: 'Search' }).fill(person.user.Username)
  await expect(
    page.getByRole('button', { name: `Lift ban: Rahim Uddin (${person.user.Username})` }),
  ).toBeVisible()
  await page.screenshot({ path: shots('users-360'), fullPage: true })
  await page.goto('/superuser/audit')
  await expect(page.getByTestId('audit-row').first()).toBeVisible()
  await page.screenshot({ path: shots('audit-360'), fullPage: true })

  // The banned person's login is refused, and says why.
  const context = await browser.newContext()
  const banned = await context.newPage()
  await banned.goto('/login')
  await loginInDialog(banned, person.user.Username, 'Secret123')
  await expect(banned.getByText('This account is blocked')).toBeVisible()
  await expect(dialogOf(banned)).toBeVisible()
  await context.close()
})

test('nobody but the superuser sees the area', async ({ page, request }) => {
  await signIn(page, await signUp(request, `curious${unique()}`))
  await page.goto('/superuser/user-moderation')
  await expect(page.getByText('Only the superuser can open this page.')).toBeVisible()
  await expect(page.getByTestId('moderation-row')).toHaveCount(0)
})
