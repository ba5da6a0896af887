import { expect as baseExpect, type Page } from '@playwright/test'
import { linkPath, uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { caughtMailTo } from './mail-catcher.ts'
import { publishedEvent, signUp, unique } from './organizer-helpers.ts'
import { HOLD_SECONDS_WITH_MAIL, mailBaseURL } from './playwright.config.ts'

// Every test fails if a page threw or logged an error.
const test = failingOnConsoleErrors()
const expect = baseExpect.configure({ timeout: 20_000 })
const screen = { width: 360, height: 780 }

// The instance whose holds last 30 s and whose mail reaches a real SMTP server (the catcher).
test.use({ baseURL: mailBaseURL, viewport: screen })

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)

test('a seat held in a cart that runs out goes to the waiting list: the offer mail arrives and the visitor buys it', async ({
  page,
  browser,
  request,
}) => {
  test.slow() // The buyer's hold has to run out (30 s on this instance).
  const shots = test.info().outputPath.bind(test.info())
  const title = `Lalon Night ${unique()}`
  const organizer = await signUp(request, `offers${unique()}`)
  const { eventId } = await publishedEvent(request, organizer, {
    event: { Title: title },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 500, Capacity: 1 }],
  })

  // Buyer A takes the only seat into a bKash checkout and leaves it unpaid on bKash's page.
  const buyerDevice = await browser.newContext({ baseURL: mailBaseURL, viewport: screen })
  const buyer = await buyerDevice.newPage()
  await buyer.goto(`/purchase/create/event/${eventId}`)
  await buyer.getByRole('button', { name: 'Add one Gallery Regular' }).click()
  await buyer.getByRole('textbox', { name: 'First name' }).fill('Salma')
  await buyer.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  await buyer.getByRole('button', { name: 'Pay ৳500.00 with bKash' }).click()
  await expect(buyer).toHaveURL(/\/bkash-sandbox\//)
  const heldAt = Date.now()

  // Visitor B finds it sold out, told first that the seat is only in someone's cart, and joins the list.
  const email = `karim.${unique()}@example.com`
  await page.goto(`/purchase/create/event/${eventId}`)
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible()
  await expect(page.getByText(/^All seats are in other buyers' carts; try again in 1 minutes$/)).toBeVisible()
  const waitlist = page.getByRole('group', { name: 'Sold out? Join the waiting list' })
  await waitlist.getByRole('textbox', { name: 'First name', exact: true }).fill('Karim')
  await waitlist.getByRole('textbox', { name: 'Or e-mail', exact: true }).fill(email)
  await noSideScroll(page)
  await page.screenshot({ path: shots('sold-out-in-carts-360.png'), fullPage: true })
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(page.getByRole('status').filter({ hasText: "You're on the list — number 1" })).toBeVisible()

  // A's hold runs out; the offer is made then (not at a later sweep) and its mail reaches the SMTP server.
  const offer = await caughtMailTo(email, (mail) => mail.subject.includes(title))
  expect(offer.subject).toBe(`A seat for ${title} is yours for 30 minutes`)
  expect(Date.now() - heldAt).toBeGreaterThanOrEqual(HOLD_SECONDS_WITH_MAIL * 1000 - 5_000)
  const link = offer.text.match(/https?:\/\/\S*offer=\S+/)?.[0]
  if (!link) throw new Error(`No offer link in: ${offer.text}`)

  // A pays on bKash's page only now: the seat is Karim's offer, so A's money goes back.
  await payOnSandbox(buyer)
  await expect(buyer.getByText('Your payment is being refunded')).toBeVisible()
  await expect(
    buyer.getByText(
      'Your payment arrived after the hold ended and the seats were gone, so it is being refunded.',
    ),
  ).toBeVisible()
  await buyer.screenshot({ path: shots('late-payment-refunded-360.png'), fullPage: true })
  await buyerDevice.close()

  // Karim opens the mail's link, pays on bKash's page and holds the QR ticket.
  await page.goto(linkPath(link))
  const pay = page.getByRole('link', { name: 'Pay ৳500.00 with bKash' })
  await expect(pay).toBeVisible()
  await noSideScroll(page)
  await page.screenshot({ path: shots('offer-opened-360.png'), fullPage: true })
  await pay.click()
  await expect(page).toHaveURL(/\/bkash-sandbox\//)
  await payOnSandbox(page)
  await expect(page.getByText('Payment received')).toBeVisible()
  // Karim has no account: the offer's link keeps opening his purchase after the confirmation mail
  // (which brings a link of its own), so the tab shows his ticket as soon as bKash sends him back; the
  // first return from bKash also carries an access of its own (payment-return.ts).
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+(\?access=[\w-]+)?$/)
  await expect(page.getByRole('img', { name: /^QR code of ticket 1 of 1/ })).toBeVisible()
  await noSideScroll(page)
  await page.screenshot({ path: shots('offer-bought-360.png'), fullPage: true })
  // The mail's link opens the same ticket on any device.
  const tickets = await caughtMailTo(email, (mail) => mail.subject === `Your tickets: ${title}`)
  const otherDevice = await browser.newContext({ baseURL: mailBaseURL, viewport: screen })
  const phone = await otherDevice.newPage()
  await phone.goto(linkPath(tickets.text))
  await expect(phone.getByRole('img', { name: /^QR code of ticket 1 of 1/ })).toBeVisible()
  await otherDevice.close()
})
