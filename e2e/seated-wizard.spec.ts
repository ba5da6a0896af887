import { expect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, createOrganization, signIn, signUp, unique } from './organizer-helpers.ts'

// A refusal the journey asks for: publishing before the seating plan is drawn answers 409.
const test = failingOnConsoleErrors(/status of 409/)
const screen = { width: 360, height: 780 }
test.use({ viewport: screen })

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)

test('an organizer makes a seated event in the wizard: it asks for the plan, offers the queue and publishes once the hall has seats', async ({
  page,
  request,
}) => {
  test.slow()
  const owner = await signUp(request, `seated${unique()}`)
  const organization = `Shilpakala ${unique()}`
  const { ID: accountId } = await createOrganization(request, owner, organization)
  await signIn(page, owner)
  await page.goto(`/organization/event?AccountID=${accountId}`)
  await page.getByRole('region', { name: organization }).getByRole('link', { name: 'Create event' }).click()

  // Step 1: a play in a hall, sold by seat.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Raktakarabi ${unique()}`)
  await page.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Theatre' }).click()
  await page.getByLabel('Starts').fill('2030-03-15T19:00')
  await page.getByLabel('Ends').fill('2030-03-15T22:00')
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('National Theatre Hall')
  await page.getByRole('switch', { name: 'Buyers pick their seats on a hall plan' }).click({ force: true })
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/\/event\/edit\/[0-9a-f-]{36}\/metadata$/)
  const eventId = page.url().split('/').at(-2) as string
  await page.getByRole('button', { name: 'Save and continue' }).click()

  // Step 3: the plan needs tickets first; then it is to be drawn. The queue is offered for a sell-out.
  await expect(page).toHaveURL(new RegExp(`/event/edit/${eventId}/ticket$`))
  const plan = page.getByTestId('seating-plan-state')
  await expect(plan).toContainText('Add the tickets first')
  await expect(page.getByRole('link', { name: 'Set up the on-sale queue' })).toBeVisible()
  await page.getByRole('button', { name: 'Add ticket' }).click()
  const ticketForm = page.getByRole('dialog', { name: 'Add ticket' })
  await ticketForm.getByRole('textbox', { name: 'Section', exact: true }).fill('Hall')
  await ticketForm.getByRole('textbox', { name: 'Category', exact: true }).fill('Stalls')
  await ticketForm.getByRole('textbox', { name: 'Price (taka)' }).fill('500')
  await ticketForm.getByRole('textbox', { name: 'Capacity' }).fill('20')
  await ticketForm.getByRole('button', { name: 'Add ticket' }).click()
  await expect(plan).toContainText('Not drawn yet')
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('wizard-seating-missing-360.png'), fullPage: true })

  // Publishing before the hall is drawn says what is missing.
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('This event is sold by seat: draw its seating plan')).toBeVisible()

  // Back on step 3, the plan's button opens the editor; the hall is drawn (here through the API, as the
  // editor's own journeys draw it by hand).
  await page.goto(`/event/edit/${eventId}/ticket`)
  await page.getByRole('link', { name: 'Draw the seating plan' }).click()
  await expect(page.getByRole('heading', { name: 'Seating plan', level: 1 })).toBeVisible()
  const tickets = await (
    await request.get(`/api/ticket?eventId=${eventId}`, { headers: authHeaders(owner) })
  ).json()
  const saved = await request.put(`/api/event/${eventId}/seating`, {
    headers: authHeaders(owner),
    data: {
      Sections: [
        {
          Name: 'Stalls',
          Rows: [
            {
              Label: 'A',
              Seats: [1, 2, 3, 4].map((n) => ({
                Number: String(n),
                X: n * 10,
                Y: 0,
                TicketID: tickets[0].ID,
              })),
            },
          ],
        },
      ],
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)

  // In Bengali now: the wizard counts the seats, and the event goes on sale.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'bn'))
  await page.goto(`/event/edit/${eventId}/ticket?lang=bn`)
  await expect(plan).toContainText('নকশায় ৪টি আসন')
  await page.screenshot({ path: test.info().outputPath('wizard-seating-drawn-bn-360.png'), fullPage: true })
  await page.goto(`/event/edit/${eventId}/form?lang=en`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible()
})
