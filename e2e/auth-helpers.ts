import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** One message of the dev outbox (GET /dev/outbox.json), newest first. */
type OutboxMessage = { channel: 'email' | 'sms'; to: string; subject: string | null; body: string }

/** Waits for the newest outbox message matching `wanted` (mails and SMS go out through a job queue). */
export async function messageTo(request: APIRequestContext, wanted: (message: OutboxMessage) => boolean) {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxMessage[]
        found = messages.find(wanted)
        return Boolean(found)
      },
      { timeout: 45_000 },
    )
    .toBe(true)
  return found as OutboxMessage
}

/** The path and query of the first link in a mail body, to open on the test server. */
export function linkPath(body: string) {
  const link = body.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error(`No link in: ${body}`)
  const url = new URL(link)
  return url.pathname + url.search
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

let lastPhoneClock = 0
/**
 * A Bangladesh mobile number no other test uses: the Playwright worker's own digit (workers run at the same
 * time, on one server) and a clock that never repeats within the worker (two numbers in one millisecond).
 */
export function uniquePhone() {
  lastPhoneClock = Math.max(Date.now(), lastPhoneClock + 1)
  return `017${process.env.TEST_PARALLEL_INDEX ?? 0}${String(lastPhoneClock).slice(-7)}`
}

export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Mela' })
export const field = (page: Page, name: string) => dialogOf(page).getByRole('textbox', { name, exact: true })

// The Mantine modal has its own <header>: the app's top bar is the first banner.
export const topBar = (page: Page) => page.getByRole('banner').first()

type Account = { username: string; password: string; email?: string; phone?: string }

/** Fills and sends the register tab of the open dialog; ends on the login tab it switches to. */
export async function registerInDialog(page: Page, account: Account) {
  await dialogOf(page).getByRole('tab', { name: 'Register' }).click()
  await field(page, 'First name').fill('Rahim')
  await field(page, 'Last name').fill('Uddin')
  await field(page, 'Username').fill(account.username)
  if (account.email) await field(page, 'E-mail').fill(account.email)
  if (account.phone) await field(page, 'Phone').fill(account.phone)
  await field(page, 'Password').fill(account.password)
  await field(page, 'Confirm password').fill(account.password)
  await dialogOf(page).getByRole('button', { name: 'Register' }).click()
  // Registering signs in: the dialog closes and the top bar has the user's menu.
  await expect(dialogOf(page)).toBeHidden()
  await expect(topBar(page).getByRole('button', { name: 'Open user menu' })).toBeVisible()
}

/** Logs out through the user menu, then opens the sign-in dialog again. */
export async function logOutToDialog(page: Page) {
  await topBar(page).getByRole('button', { name: 'Open user menu' }).click()
  // Logging out reloads the page: the next address is opened only once that reload is done, or the two
  // navigations race (the menu is gone before the reload starts).
  const reloaded = page.waitForEvent('load')
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await reloaded
  await expect(topBar(page).getByRole('button', { name: 'Open user menu' })).toHaveCount(0)
  await page.goto('/login')
  await expect(dialogOf(page)).toBeVisible()
}

/** Logs in through the open dialog's login tab. */
export async function loginInDialog(page: Page, login: string, password: string) {
  await field(page, 'Username or e-mail').fill(login)
  await field(page, 'Password').fill(password)
  await dialogOf(page).getByRole('button', { name: 'Log in' }).click()
}
