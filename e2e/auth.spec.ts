import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'
import {
  dialogOf,
  field,
  linkPath,
  loginInDialog,
  logOutToDialog,
  messageTo,
  registerInDialog,
  topBar,
  unique,
  uniquePhone,
} from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'

// Page errors fail a test; so do console errors, except the 4xx answers these journeys provoke on purpose.
const test = failingOnConsoleErrors(/Failed to load resource: the server responded with a status of 4\d\d/)

test('registers, confirms the e-mail, logs in back to /tickets, changes the password and logs out', async ({
  page,
  browser,
  request,
}) => {
  const username = `rahim${unique()}`
  const email = `${username}@example.com`
  await page.goto('/')
  // The server-rendered home page links to the sign-in page, which opens the dialog.
  await topBar(page).getByRole('link', { name: 'Register' }).click()
  await registerInDialog(page, { username, email, password: 'Secret123' })
  await expect(
    page.getByText(`Welcome, Rahim! You are signed in. We sent a confirmation mail to ${email}`),
  ).toBeVisible()
  await page.screenshot({ path: '/tmp/shots-h10/registered-signed-in-en.png' })

  const mail = await messageTo(
    request,
    (message) => message.to === email && /Confirm/.test(message.subject ?? ''),
  )
  await page.goto(linkPath(mail.body))
  await expect(page.getByText('Your e-mail address is confirmed')).toBeVisible()

  await logOutToDialog(page)
  await page.goto('/tickets')
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftickets&reason=tickets$/)
  await loginInDialog(page, username, 'Wrong123')
  await expect(dialogOf(page).getByText('The username or password is wrong')).toBeVisible()
  await loginInDialog(page, username, 'Secret123')
  await expect(page).toHaveURL(/\/tickets$/)
  await expect(topBar(page).getByRole('button', { name: 'Open user menu' })).toBeVisible()

  // A second device, signed in before the change.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/login')
  await loginInDialog(otherPage, email, 'Secret123')
  await expect(topBar(otherPage).getByRole('button', { name: 'Open user menu' })).toBeVisible()

  await page.goto('/me')
  await expect(page.getByText('Signed in with a username and password')).toBeVisible()
  await expect(page.getByText('Verified', { exact: true })).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  )
  await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong123')
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Newer1234')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Newer1234')
  await page.getByRole('checkbox', { name: 'Log out of other devices' }).check()
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The current password is wrong')).toBeVisible()
  await page.getByRole('textbox', { name: 'Current password' }).fill('Secret123')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed')).toBeVisible()

  // Its next GET /user/me answers 401: the other device is signed out.
  await otherPage.reload()
  await expect(topBar(otherPage).getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await otherPage.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
  await other.close()

  await topBar(page).getByRole('button', { name: 'Open user menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(topBar(page).getByRole('button', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
})

test('resets a forgotten password by e-mail', async ({ page, request }) => {
  const username = `karim${unique()}`
  const email = `${username}@example.com`
  const registered = await request.post('/api/auth/register', {
    data: {
      FirstName: 'Karim',
      LastName: '',
      Username: username,
      Email: email,
      Password: 'Secret123',
      ConfirmPassword: 'Secret123',
      Address: '',
    },
  })
  expect(registered.ok()).toBe(true)

  await page.goto('/login?tab=reset-password')
  await field(page, 'E-mail or phone number').fill(email)
  await dialogOf(page).getByRole('button', { name: 'Reset password' }).click()
  await expect(
    dialogOf(page).getByText('If you have an account with us, you will receive an email soon.'),
  ).toBeVisible()

  const mail = await messageTo(
    request,
    (message) => message.to === email && /Reset/.test(message.subject ?? ''),
  )
  await page.goto(linkPath(mail.body))
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand1234')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Brand1234')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Password reset successful')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(topBar(page).getByRole('button', { name: 'Open user menu' })).toBeVisible()

  // The link worked once.
  await page.goto(linkPath(mail.body))
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Other1234')
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Other1234')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('alert').getByText('This link or code is invalid or has expired')).toBeVisible()
})

test('resets a forgotten password by phone with the texted code', async ({ page, request }) => {
  const username = `salma${unique()}`
  const phone = uniquePhone()
  await page.goto('/')
  // The server-rendered home page links to the sign-in page, which opens the dialog.
  await topBar(page).getByRole('link', { name: 'Login' }).click()
  await registerInDialog(page, { username, phone, password: 'Secret123' })
  await expect(page.getByText('Welcome, Rahim! You are signed in.')).toBeVisible()
  await logOutToDialog(page)

  await dialogOf(page).getByRole('tab', { name: 'Reset Password' }).click()
  await expect(dialogOf(page).getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0)
  await field(page, 'E-mail or phone number').fill(phone)
  await dialogOf(page).getByRole('button', { name: 'Reset password' }).click()
  await expect(dialogOf(page).getByText(`We will send a code to +880${phone.slice(-10)}`)).toBeVisible()
  await dialogOf(page).getByRole('button', { name: 'OK' }).click()

  const first = dialogOf(page).getByRole('textbox', { name: 'Digit 1 of 6' })
  await expect(first).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  )

  const sms = await messageTo(
    request,
    (message) => message.channel === 'sms' && message.to.endsWith(phone.slice(-10)),
  )
  const code = sms.body.match(/\b\d{6}\b/)?.[0] ?? ''
  await first.focus()
  await page.keyboard.type(code)

  await field(page, 'New password').fill('Fresh1234')
  await field(page, 'Confirm new password').fill('Fresh1234')
  await dialogOf(page).getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Password reset successful')).toBeVisible()
  await expect(dialogOf(page)).toBeHidden()
  await expect(topBar(page).getByRole('button', { name: 'Open user menu' })).toBeVisible()
})
