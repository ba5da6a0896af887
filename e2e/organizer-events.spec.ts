import { expect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { createOrganization, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if the page threw or logged an error.
const test = failingOnConsoleErrors()

let owner: Session

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `events${unique()}`)
  await request.dispose()
})

test('creates an event step by step, publishes it, then copies it from its action page', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // Four form steps, a visitor's view and a copy: a long journey for a busy two-core machine.
  test.slow()
  const organization = `Dhaka Live ${unique()}`
  const { ID: accountId } = await createOrganization(request, owner, organization)
  const title = `Jazz at the Lake ${unique()}`
  await signIn(page, owner)

  await page.goto(`/organization/event?AccountID=${accountId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  const section = page.getByRole('region', { name: organization })
  await expect(section.getByText('No events yet.')).toBeVisible()
  await section.getByRole('link', { name: 'Create event' }).click()

  // Step 1: the organization comes chosen from the link; the end must come after the start.
  await expect(page.getByRole('heading', { level: 1, name: 'Create event' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue(organization)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('An evening of **jazz** by Dhanmondi Lake.')
  await page.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Music' }).click()
  await page.getByLabel('Starts').fill('2030-03-15T19:00')
  await page.getByLabel('Ends').fill('2030-03-15T18:00')
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('Rabindra Sarobar')
  await page.getByRole('combobox', { name: 'District' }).fill('Thakurgaon')
  await page.getByRole('option', { name: 'Thakurgaon' }).click()
  await expect(page.getByText('Only people with the link')).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('The end must be after the start')).toBeVisible()
  await page.getByLabel('Ends').fill('2030-03-15T22:00')
  await page.getByRole('button', { name: 'Save and continue' }).click()

  // Step 2: features; leaving with an unsaved tick asks first.
  await expect(page.getByText(`Event ${title} created`)).toBeVisible()
  await expect(page).toHaveURL(/\/event\/edit\/[0-9a-f-]{36}\/metadata$/)
  const eventId = page.url().split('/').at(-2) as string
  await page.getByRole('checkbox', { name: 'Parking' }).check()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByText('If you leave before saving, your changes will be lost.')).toBeVisible()
  await page.getByRole('button', { name: 'Stay' }).click()
  await page.getByRole('button', { name: 'Save and continue' }).click()

  // Step 3: the event's tickets with what is left of them.
  await expect(page).toHaveURL(new RegExp(`/event/edit/${eventId}/ticket$`))
  await page.getByRole('button', { name: 'Add ticket' }).click()
  const ticketForm = page.getByRole('dialog', { name: 'Add ticket' })
  await ticketForm.getByRole('textbox', { name: 'Section', exact: true }).fill('Lawn')
  await ticketForm.getByRole('textbox', { name: 'Category', exact: true }).fill('Regular')
  await ticketForm.getByRole('textbox', { name: 'Price (taka)' }).fill('500')
  await ticketForm.getByRole('textbox', { name: 'Capacity' }).fill('120')
  await ticketForm.getByRole('button', { name: 'Add ticket' }).click()
  await expect(page.getByText('Ticket Lawn Regular Created')).toBeVisible()
  const lawn = page.getByRole('listitem', { name: 'Lawn · Regular' })
  await expect(lawn.getByText('120 of 120 left')).toBeVisible()
  await expect(lawn.getByText('৳500.00')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()

  // Step 4: a required select question, saved; then publish.
  await expect(page).toHaveURL(new RegExp(`/event/edit/${eventId}/form$`))
  await page.getByRole('button', { name: 'Add question' }).click()
  const question = page.getByRole('listitem', { name: 'Question 1' })
  await question.getByRole('textbox', { name: 'Question' }).fill('T-shirt size')
  await question.getByRole('combobox', { name: 'Answer type' }).click()
  await page.getByRole('option', { name: 'Choice from a list' }).click()
  await question.getByRole('textbox', { name: 'Choices' }).fill('S\nM\nL')
  await question.getByRole('switch', { name: 'Required' }).check()
  await page.getByRole('button', { name: 'Save questions' }).click()
  await expect(page.getByText('Questions saved')).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText(`${title} is published`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible()

  // An anonymous visitor finds it in the feed by its district and opens its page.
  const anonymous = await browser.newContext({ baseURL })
  const visitor = await anonymous.newPage()
  await visitor.goto('/feed?District=thakurgaon')
  const card = visitor.getByRole('article').filter({ hasText: title })
  await expect(card).toContainText('From ৳500.00')
  await card.getByRole('link', { name: title }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Tickets' })).toContainText('Lawn · Regular')
  await anonymous.close()

  // The list shows it published; its action page offers what an owner may do.
  await page.goto('/organization/event')
  const row = page.getByRole('region', { name: organization }).getByRole('link', { name: new RegExp(title) })
  await expect(row.getByText('Published')).toBeVisible()
  await row.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const actions = page.getByRole('group', { name: 'What you can do with this event' })
  for (const name of ['Edit', 'Tickets', 'Discounts', 'Copy', 'QR code', 'View']) {
    await expect(actions.getByRole(name === 'Copy' ? 'button' : 'link', { name, exact: true })).toBeVisible()
  }

  // The QR code says the event's short link and downloads as a PNG.
  await actions.getByRole('link', { name: 'QR code' }).click()
  const link = `${baseURL}/e/${eventId}`
  await expect(page.getByRole('img', { name: `QR code for ${link}` })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PNG' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^jazz-at-the-lake-.+-qr\.png$/)

  // Copy: asked first, then the new draft opens in the event form.
  await page.getByRole('link', { name: 'Back to the event' }).click()
  await actions.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByRole('dialog', { name: 'Copy this event?' })).toBeVisible()
  await page.getByRole('button', { name: 'Copy event' }).click()
  await expect(page.getByText(`A copy of ${title} was made`)).toBeVisible()
  await expect(page).toHaveURL(/\/event\/edit\/[0-9a-f-]{36}$/)
  expect(page.url()).not.toContain(eventId)
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} (copy)`)
})
