import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'

// Every test fails if a page threw or logged an error, except the 404 the not-found journey asks for.
const EXPECTED = /status of 404/
const test = failingOnConsoleErrors(EXPECTED)

// A visitor abroad: the event page must say its times are Dhaka's.
test.use({ timezoneId: 'Europe/London' })

type Session = { authToken: string; user: { Username: string } }

const PASSWORD = 'Secret123'
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const suffix = unique()
// Districts the demo data leaves empty, so the filter's result is known.
const HERE = { District: 'panchagarh', name: 'Panchagarh' }
const THERE = { District: 'kushtia', name: 'Kushtia' }
// 7 PM to 10 PM on Wednesday 20 March 2030 in Dhaka (UTC+6).
const STARTS = '2030-03-20T13:00:00.000Z'
const ENDS = '2030-03-20T16:00:00.000Z'

const concert = { Title: `Panchagarh Folk Night ${suffix}`, Venue: 'Tetulia Field' }
const talk = { Title: `Kushtia Lalon Talk ${suffix}`, Venue: 'Lalon Akhra' }
let accountId: string
let concertId: string

async function send(request: APIRequestContext, session: Session, path: string, data?: unknown) {
  const answer = await request.post(`/api${path}`, {
    headers: { Authorization: session.authToken, 'X-Username': encodeURIComponent(session.user.Username) },
    data,
  })
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true)
  return (await answer.json()) as { ID: string }
}

async function publishEvent(
  request: APIRequestContext,
  session: Session,
  event: { Title: string; Venue: string; District: string; Price: number },
) {
  const { ID } = await send(request, session, '/event', {
    AccountID: accountId,
    Title: event.Title,
    Category: 'music',
    District: event.District,
    Venue: event.Venue,
    Description: 'An evening of **folk songs**.\n\n<script>window.hacked = true</script>',
    StartsAt: STARTS,
    EndsAt: ENDS,
    Visibility: 'public',
  })
  await send(request, session, '/ticket', {
    EventId: ID,
    Section: 'Field',
    Category: 'General',
    Price: event.Price,
    Capacity: 100,
  })
  await send(request, session, `/event/${ID}/publish`)
  return ID
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const Username = `feed${suffix}`
  const registered = await request.post('/api/auth/register', {
    data: {
      FirstName: 'Mita',
      LastName: 'Roy',
      Username,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      Address: '',
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const session = (await (
    await request.post('/api/auth/login', { data: { Username, Password: PASSWORD } })
  ).json()) as Session
  accountId = (await send(request, session, '/account', { Name: `North Bengal Stages ${suffix}` })).ID
  concertId = await publishEvent(request, session, { ...concert, District: HERE.District, Price: 500 })
  await publishEvent(request, session, { ...talk, District: THERE.District, Price: 0 })
  await request.dispose()
})

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ])
  expect(scrollWidth).toBeLessThanOrEqual(width ?? 0)
}

test('an anonymous visitor filters the feed by district and opens an event', async ({ page }) => {
  await page.goto('/feed')
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  // The server-rendered feed's filters are a plain form: the phone's own picker, then Search.
  await page.getByRole('combobox', { name: 'District' }).selectOption({ label: HERE.name })
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(`/feed?District=${HERE.District}`)

  const cards = page.getByRole('article')
  await expect(cards.getByRole('link', { name: concert.Title })).toBeVisible()
  await expect(page.getByText(talk.Title)).toHaveCount(0)
  for (const card of await cards.all()) await expect(card).toContainText(HERE.name)
  await expect(cards.filter({ hasText: concert.Title })).toContainText('From ৳500.00')

  await cards.getByRole('link', { name: concert.Title }).click()
  await expect(page).toHaveURL(`/event/view/${concertId}`)
  await expect(page.getByRole('heading', { level: 1, name: concert.Title })).toBeVisible()
  await expect(page).toHaveTitle(`${concert.Title} | Mela`)
  await expect(page.getByText('Wednesday, 20 March 2030')).toBeVisible()
  await expect(page.getByText('7:00 PM – 10:00 PM')).toBeVisible()
  await expect(page.getByText('Dhaka time')).toBeVisible()
  await expect(page.getByText(concert.Venue)).toBeVisible()
  const tickets = page.getByRole('region', { name: 'Tickets' })
  await expect(tickets).toContainText('Field · General')
  await expect(tickets).toContainText('৳500.00')
  await expect(tickets.getByRole('link', { name: 'Buy tickets' })).toHaveAttribute(
    'href',
    `/purchase/create/event/${concertId}`,
  )
  // The description's Markdown is rendered; its HTML is only text.
  await expect(page.getByText('folk songs', { exact: true })).toHaveJSProperty('tagName', 'STRONG')
  await expect(page.getByText('<script>window.hacked = true</script>')).toBeVisible()
  expect(await page.evaluate(() => 'hacked' in window)).toBe(false)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Add to calendar' }).click()
  const ics = await readFile((await (await download).path()) ?? '', 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
  expect(ics).toContain(`SUMMARY:${concert.Title}\r\n`)
  expect(ics).toContain('DTSTART:20300320T130000Z\r\n')
  expect(ics).toContain('DTEND:20300320T160000Z\r\n')
  expect(ics).toContain(`URL:http://localhost:`)

  await page.goBack()
  await expect(page).toHaveURL(`/feed?District=${HERE.District}`)
  await expect(page.getByRole('article').getByRole('link', { name: concert.Title })).toBeVisible()
})

test('the short link /e/{id} opens the same event page', async ({ page }) => {
  await page.goto(`/e/${concertId}`)
  await expect(page.getByRole('heading', { level: 1, name: concert.Title })).toBeVisible()
  await expect(page.getByText(concert.Venue)).toBeVisible()
  await expect(page.getByRole('link', { name: `North Bengal Stages ${suffix}` })).toHaveAttribute(
    'href',
    `/feed/Organization=${accountId}`,
  )
})

test('an organization feed shows its header and its events', async ({ page }) => {
  await page.goto(`/feed/Organization=${accountId}`)
  await expect(page.getByRole('heading', { level: 1, name: `North Bengal Stages ${suffix}` })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(2)
})

test('a missing event says so', async ({ page }) => {
  await page.goto('/event/view/00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible()
})

test('the feed and an event fit a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/feed?District=${HERE.District}`)
  await expect(page.getByRole('article').getByRole('link', { name: concert.Title })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.goto(`/event/view/${concertId}`)
  await expect(page.getByRole('heading', { level: 1, name: concert.Title })).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible()
  await expectNoSidewaysScroll(page)
})
