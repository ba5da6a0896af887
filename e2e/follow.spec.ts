import { expect as baseExpect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { caughtMailTo } from './mail-catcher.ts'
import { authHeaders, createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'
import { mailBaseURL } from './playwright.config.ts'

// Every test fails if the page threw or logged an error.
const test = failingOnConsoleErrors()
// Other suites build and test on the same machine: give each answer time.
const expect = baseExpect.configure({ timeout: 20_000 })

const PASSWORD = 'Dhaka2026x'
const tag = unique()
const fanEmail = `fan.${tag}@example.com`
const organization = `Baul Hall ${tag}`
let owner: Session
let fan: Session
let accountId: string

// The instance that hands its mail to a real SMTP server (the catcher), where the digest is read.
test.use({ baseURL: mailBaseURL })

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: mailBaseURL })
  owner = await signUp(request, `followowner${unique()}`)
  accountId = (await createOrganization(request, owner, organization)).ID
  const Username = `fan${unique()}`
  const registered = await request.post('/api/auth/register', {
    data: {
      FirstName: 'Nusrat',
      LastName: 'Jahan',
      Username,
      Email: fanEmail,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Address: '',
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  fan = (await (
    await request.post('/api/auth/login', { data: { Username, Password: PASSWORD } })
  ).json()) as Session
  await request.dispose()
})

test.use({ viewport: { width: 360, height: 780 } })

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

test('a fan follows an organizer, hears of its new event in the digest and reads it in Bengali', async ({
  page,
}) => {
  await signIn(page, fan)
  await page.goto(`/feed/Organization=${accountId}`)
  await expect(page.getByRole('heading', { name: organization, level: 1 })).toBeVisible()
  const follow = page.getByTestId('follow-button')
  await expect(follow).toHaveText('Follow')
  await follow.click()
  await expect(follow).toHaveText('Following')
  await noSideScroll(page)
  await page.screenshot({ path: '/tmp/pw-follow/feed-following.png' })
  // The organizer sees the followers count on the same header.
  const ownerPage = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 360, height: 780 } })
  if (ownerPage) {
    await signIn(ownerPage, owner)
    await ownerPage.goto(`/feed/Organization=${accountId}`)
    await expect(ownerPage.getByTestId('followers-count')).toHaveText('1 follower')
    await ownerPage.close()
  }

  await page.goto('/following')
  await expect(page.getByTestId('followed-row').getByRole('link', { name: organization })).toBeVisible()
  await noSideScroll(page)
  await page.screenshot({ path: '/tmp/pw-follow/following.png' })

  // The organizer publishes a public event with a Bengali title.
  const headers = authHeaders(owner)
  const startsAt = new Date(Date.now() + 7 * 24 * 3600 * 1000)
  const made = await page.request.post('/api/event', {
    headers,
    data: {
      AccountID: accountId,
      Title: 'Baul Evening',
      Category: 'music',
      Venue: 'Shilpakala Academy',
      StartsAt: startsAt.toISOString(),
      EndsAt: new Date(startsAt.getTime() + 3 * 3600 * 1000).toISOString(),
      Bn: { Title: 'বাউল সন্ধ্যা', Venue: 'শিল্পকলা একাডেমি' },
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const eventId = ((await made.json()) as { ID: string }).ID
  expect((await page.request.post(`/api/event/${eventId}/publish`, { headers })).ok()).toBe(true)

  // The daily digest, run now through the development hook rather than waiting a day.
  expect((await page.request.post('/api/dev/follow-digest')).ok()).toBe(true)
  // It arrives at the SMTP server, its link to the event and the one-click unsubscribe link with it.
  const mail = await caughtMailTo(
    fanEmail,
    (message) => message.subject === 'New events from what you follow on Mela',
  )
  expect(mail.text).toContain('Baul Evening')
  expect(mail.text).toContain(`/e/${eventId}`)
  expect(mail.text).toContain('/api/follow/unsubscribe?token=')
  expect(mail.html).toContain('Baul Evening')
  expect(mail.headers['list-unsubscribe']).toContain('/api/follow/unsubscribe?token=')

  await page.goto(`/bn/e/${eventId}`)
  await expect(page.getByRole('heading', { name: 'বাউল সন্ধ্যা' })).toBeVisible()
  await noSideScroll(page)
  await page.screenshot({ path: '/tmp/pw-follow/event-bn.png' })

  // Unfollowing from /following empties the list (back in English: the Bengali page kept the choice).
  await page.goto('/following?lang=en')
  await page.getByRole('button', { name: `Stop following ${organization}` }).click()
  await expect(page.getByTestId('followed-row')).toHaveCount(0)
})
