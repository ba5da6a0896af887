import { expect as baseExpect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if the page threw or logged an error.
const test = failingOnConsoleErrors()
// Other suites build and test on the same machine: give each answer time.
const expect = baseExpect.configure({ timeout: 20_000 })

let owner: Session
let eventId: string
const tag = unique()
const galleryBuyers = [`rina.${tag}@example.com`, `karim.${tag}@example.com`]
const balconyBuyer = `mina.${tag}@example.com`

// A published event with two free ticket types; two guests take Gallery seats, one a Balcony seat.
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  owner = await signUp(request, `commsowner${unique()}`)
  const made = await publishedEvent(request, owner, {
    account: { Name: `Jatra Hall ${tag}` },
    event: { Title: 'Jatra Night', Venue: 'Shilpakala Academy' },
    tickets: ['Gallery', 'Balcony'].map((Section) => ({
      Section,
      Category: 'Regular',
      Price: 0,
      Capacity: 50,
    })),
  })
  eventId = made.eventId
  const ticketIds = made.ticketIds
  const buyers: [string, string][] = [
    [galleryBuyers[0] as string, ticketIds[0] as string],
    [galleryBuyers[1] as string, ticketIds[0] as string],
    [balconyBuyer, ticketIds[1] as string],
  ]
  for (const [Email, TicketID] of buyers) {
    const bought = await request.post('/api/purchase', {
      data: {
        EventID: eventId,
        Tickets: [{ TicketID, Quantity: 1 }],
        PaymentMethod: 'free',
        Buyer: {
          FirstName: Email.split('.')[0],
          Phone: uniquePhone(),
          Email,
        },
      },
    })
    expect(bought.ok(), await bought.text()).toBe(true)
  }
  await request.dispose()
})

test.use({ viewport: { width: 360, height: 780 } })

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

test('an organizer e-mails the buyers of one ticket type and watches it reach both', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, owner)
  await page.goto(`/organization/event/${eventId}/communication`)
  await expect(page.getByRole('heading', { name: 'Messages to buyers' })).toBeVisible({ timeout: 45_000 })

  // The Gallery buyers only: the preview counts two and shows one of them the message.
  await page.getByRole('combobox', { name: 'Ticket types' }).click()
  await page.getByRole('option', { name: 'Gallery · Regular' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('textbox', { name: 'Subject' }).fill('Doors open at 6 pm')
  const body = page.getByRole('textbox', { name: 'Message' })
  await body.fill('Hello ')
  await page.getByRole('button', { name: 'Insert {FirstName}' }).click()
  await body.press('End')
  await body.pressSequentially(', see you at ')
  await page.getByRole('button', { name: 'Insert {EventTitle}' }).click()
  await expect(page.getByTestId('communication-recipients')).toHaveText('2 recipients')
  const preview = page.getByTestId('communication-preview')
  await expect(preview).toContainText(/Hello (rina|karim), see you at Jatra Night/)
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('compose.png'), fullPage: true })

  // The SMS channel shows the parts and the cost before anything is sent.
  await page.getByText('SMS', { exact: true }).click()
  await expect(page.getByTestId('sms-segments')).toContainText('1 SMS part (GSM-7)')
  await page.getByText('E-mail', { exact: true }).click()

  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Send this message?' })
  await expect(dialog).toContainText('It goes to 2 buyers now')
  await dialog.getByRole('button', { name: 'Send now' }).click()

  // The list polls while it sends: the bar fills to 2 of 2.
  await expect(page.getByRole('tab', { name: 'Sent', selected: true })).toBeVisible()
  const item = page.getByTestId('communication-item').first()
  await expect(item.getByTestId('communication-progress')).toHaveText('2 sent · 0 failed · 2 in all', {
    timeout: 30_000,
  })
  await expect(item.getByText('Sent', { exact: true })).toBeVisible()
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('sent.png'), fullPage: true })

  // Exactly those two got it, each once, with a way to stop such messages.
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
    to: string
    subject: string | null
    body: string
  }[]
  const mine = outbox.filter((mail) => mail.subject === 'Doors open at 6 pm')
  expect(mine.map((mail) => mail.to).sort()).toEqual([...galleryBuyers].sort())
  for (const mail of mine) expect(mail.body).toContain('/communication/unsubscribe?token=')

  // Its details, and the list of every organization's messages.
  await item.getByRole('button', { name: 'Details' }).click()
  await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('Every recipient got it.')
  await page.keyboard.press('Escape')
  await page.goto('/communications')
  await expect(page.getByRole('heading', { name: 'Communications' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('communication-item').first()).toContainText('Jatra Night')
  await noSideScroll(page)
  await page.screenshot({ path: test.info().outputPath('all.png'), fullPage: true })
})
