import { expect, test } from '@playwright/test'
import { dialogOf, field, topBar } from './auth-helpers.ts'

// The test machines have no internet, so Google itself is played here: its script (window.google) and
// the API's answers to the credential. The API's own checks of Google tokens are covered by its tests
// with generated keys. The CSP does not list Google's origins yet, hence bypassCSP.
test.use({ bypassCSP: true })

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const idToken = `${base64url({ alg: 'RS256' })}.${base64url({ given_name: 'রহিম', email: 'r@example.com' })}.sig`

const FAKE_GIS = `window.google = { accounts: { id: {
  initialize(config) { window.__gis = config },
  renderButton(parent) {
    const button = document.createElement('button')
    button.textContent = 'Continue with Google'
    button.onclick = () => window.__gis.callback({ credential: ${JSON.stringify(idToken)} })
    parent.append(button)
  },
} } }`

const user = {
  ID: '00000000-0000-4000-8000-000000000001',
  Username: 'g_123',
  FirstName: 'রহিম',
  LastName: 'Uddin',
  Email: 'r@example.com',
  EmailVerified: true,
  Phone: null,
  Kind: 'google',
  Language: 'bn',
  HasPassword: false,
  CreatedAt: '2026-01-01T00:00:00.000Z',
}

test('asks for the name a Google sign-in lacks, then signs in', async ({ page }) => {
  let registration: unknown
  await page.route('**/api/client-config', (route) =>
    route.fulfill({ json: { GoogleClientId: 'client-1', FacebookAppId: null, DevOutbox: true } }),
  )
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GIS }),
  )
  await page.route('**/api/auth/login/google', (route) =>
    route.fulfill({ status: 400, json: { FirstName: 'Value is required', LastName: 'Value is required' } }),
  )
  await page.route('**/api/auth/register/google', (route) => {
    registration = route.request().postDataJSON()
    return route.fulfill({ json: { authToken: 'token-1', user } })
  })
  await page.route('**/api/user/me', (route) => route.fulfill({ json: user }))

  await page.goto('/login?no-reload-on-login')
  await expect(dialogOf(page).getByRole('separator')).toBeVisible()
  await dialogOf(page).getByRole('button', { name: 'Continue with Google' }).click()

  await expect(dialogOf(page).getByRole('tab', { name: 'Google Sign In', selected: true })).toBeVisible()
  await expect(field(page, 'First name')).toHaveValue('রহিম')
  await field(page, 'Last name').fill('Uddin')
  await dialogOf(page).getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(dialogOf(page)).toBeHidden()
  await expect(topBar(page).getByRole('button', { name: 'Open user menu' })).toBeVisible()
  expect(registration).toEqual({ GoogleIdToken: idToken, FirstName: 'রহিম', LastName: 'Uddin' })
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe('token-1')
})
