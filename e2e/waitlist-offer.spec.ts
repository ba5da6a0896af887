import { expect as baseExpect, type Page } from '@playwright/test'
import { linkPath, messageTo, uniquePhone } from './auth-helpers.ts'
import { payOnSandbox } from './bkash-sandbox.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { caughtMailTo } from './mail-catcher.ts'
import { authHeaders, publishedEvent, signUp, unique } from './organizer-helpers.ts'
import { HOLD_SECONDS_WITH_MAIL, mailBaseURL } from './playwright.config.ts'

const BENGALI = '০১২৩৪৫৬৭৮৯'
const inBengali = (text: string) => text.replace(/\d/g, (d) => BENGALI[Number(d)] ?? d)

// Every test fails if a page threw or logged an error.
const test = failingOnConsoleErrors()
const expect = baseExpect.configure({ timeout: 20_000 })
const screen = { width: 360, height: 780 }

// The instance whose holds last 30 s and whose mail reaches a real SMTP server (the catcher).
test.use({ baseURL: mailBaseURL, viewport: screen })
// Each journey makes its own event and mostly waits (a hold running out, the page's half-minute poll):
// the two wait side by side when there are two workers, rather than one after the other at the end of a run.
test.describe.configure({ mode: 'parallel' })

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
  const waitlist = page.getByRole('form', { name: 'Sold out? Join the waiting list' })
  await waitlist.getByRole('textbox', { name: 'First name', exact: true }).fill('Karim')
  await waitlist.getByRole('textbox', { name: 'Or e-mail', exact: true }).fill(email)
  await noSideScroll(page)
  await page.screenshot({ path: shots('sold-out-in-carts-360.png'), fullPage: true })
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: "You're on the list for Gallery · Regular — number 1" }),
  ).toBeVisible()

  // A's hold runs out; the offer is made then (not at a later sweep) and its mail reaches the SMTP server.
  const offer = await caughtMailTo(email, (mail) => mail.subject.includes(title))
  // A standing, counted ticket: offered as a ticket, not a seat.
  expect(offer.subject).toBe(`A ticket for ${title} is yours for 30 minutes`)
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

  // Karim's page, left open, shows the offer by itself: what it is, the time left, and the way to take it.
  const offered = waitlist.getByRole('status').filter({ hasText: 'A ticket is held for you' })
  await expect(offered).toBeVisible({ timeout: 40_000 })
  await expect(offered).toContainText('Gallery · Regular is yours if you take it in the time left')
  await expect(offered).toContainText(/Time left: (29|30):\d\d/)
  await expect(waitlist.getByText(/You're on the list/)).toHaveCount(0)
  await noSideScroll(page)
  await page.screenshot({ path: shots('offer-on-event-page-360.png'), fullPage: true })

  // Taking it opens the mail's own link flow (the same offer token), pays on bKash's page, holds the QR ticket.
  await offered.getByRole('button', { name: 'Take my ticket' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+\?access=/)
  expect(new URL(page.url()).searchParams.get('offer')).toBe(new URL(link).searchParams.get('offer'))
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

test('a Bengali reader waiting on the event page sees the ticket offered to them there, with its time left, and takes it', async ({
  page,
  request,
}) => {
  test.slow() // The page reads its place every half minute.
  const shots = test.info().outputPath.bind(test.info())
  const organizer = await signUp(request, `offersbn${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, organizer, {
    event: { Title: `Baul Night ${unique()}`, Bn: { Title: 'বাউল সন্ধ্যা', Venue: 'রবীন্দ্র সরোবর' } },
    tickets: [
      {
        Section: 'Gallery',
        Category: 'Regular',
        Price: 0,
        Capacity: 1,
        Bn: { Section: 'গ্যালারি', Category: 'সাধারণ' },
      },
    ],
  })
  const policy = await request.put(`/api/event/${eventId}/attendee-policy`, {
    headers: authHeaders(organizer),
    data: { WaitlistEnabled: true, TransfersEnabled: true, CancelRefundPercent: 100 },
  })
  expect(policy.ok(), await policy.text()).toBe(true)
  // Someone takes the only (free) ticket.
  const first = await signUp(request, `first${unique()}`)
  const taken = await request.post('/api/purchase', {
    headers: authHeaders(first),
    data: { EventID: eventId, Tickets: [{ TicketID: ticketIds[0], Quantity: 1 }], PaymentMethod: 'free' },
  })
  expect(taken.ok(), await taken.text()).toBe(true)

  // Mita reads in Bengali: on the event page she finds the ticket sold out, named, and joins by phone.
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: mailBaseURL }])
  await page.goto(`/e/${eventId}`)
  const waitlist = page.getByRole('form', { name: 'বিক্রি শেষ? অপেক্ষার তালিকায় নাম দিন' })
  await expect(waitlist.getByText('বিক্রি শেষ: গ্যালারি · সাধারণ')).toBeVisible()
  await expect(waitlist).toContainText('কোনো টিকিট পাওয়া গেলে')
  const phone = uniquePhone()
  await waitlist.getByRole('textbox', { name: 'নাম', exact: true }).fill('মিতা')
  await waitlist.getByRole('textbox', { name: 'ফোন', exact: true }).fill(phone)
  await waitlist.getByRole('button', { name: 'অপেক্ষার তালিকায় নাম দিন' }).click()
  await expect(waitlist.getByText('আপনি গ্যালারি · সাধারণ-এর তালিকায় আছেন — ১ নম্বরে')).toBeVisible()

  // The first buyer cancels: the ticket is offered to Mita at once, by SMS, and on the page she left open.
  const theirs = (await taken.json()) as { ID: string }
  const cancelled = await request.post(`/api/purchase/${theirs.ID}/cancel-paid`, {
    headers: authHeaders(first),
  })
  expect(cancelled.ok(), await cancelled.text()).toBe(true)
  const sms = await messageTo(request, (message) => message.to === `+88${phone}`)
  expect(sms.body).toMatch(/^Mela: বাউল সন্ধ্যা-এর একটি টিকিট ৩০ মিনিট আপনার জন্য রাখা আছে: /)
  const offer = waitlist.getByText('আপনার জন্য একটি টিকিট রাখা আছে')
  await expect(offer).toBeVisible({ timeout: 40_000 })
  await expect(waitlist).toContainText('বাকি সময়ের মধ্যে নিলে গ্যালারি · সাধারণ আপনার')
  await expect(
    waitlist.getByText(new RegExp(`^বাকি সময়: (${inBengali('29')}|${inBengali('30')}):[০-৯]{2}$`)),
  ).toBeVisible()
  await expect(waitlist.getByText(/তালিকায় আছেন/)).toHaveCount(0)
  await noSideScroll(page)
  await waitlist.scrollIntoViewIfNeeded()
  await page.screenshot({ path: shots('offer-on-event-page-bn-360.png') })

  // Taking it opens the offer link's page: the free ticket is hers with one more tap.
  await waitlist.getByRole('button', { name: 'আমার টিকিট নিন' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+\?access=.+&offer=/)
  await expect(page.getByText('আপনার জন্য একটি টিকিট রাখা আছে')).toBeVisible()
  await page.screenshot({ path: shots('offer-opened-bn-360.png'), fullPage: true })
  await page.getByRole('button', { name: 'আমার টিকিট নিন' }).click()
  await expect(page.getByRole('img', { name: /QR|কিউআর/ }).first()).toBeVisible()
  await noSideScroll(page)
})
