import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { linkPath, messageTo, uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, signIn, signUp, unique } from './organizer-helpers.ts'

// A message in Bengali opens its page in Bengali wherever it is opened, and a guest who lost the SMS gets
// the links again on their phone. On a phone, in Bengali.
const test = failingOnConsoleErrors()
const screen = { width: 360, height: 780 }
test.use({ viewport: screen })

// A dialog fills the phone's screen: the page under it is left out of its picture.
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage })
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)

/** A browser that never saw Mela, set to English: what opens a link on another phone. */
const freshPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: screen, locale: 'en-US' })).newPage()

async function baulNight(request: APIRequestContext) {
  const organizer = await signUp(request, `lang${unique()}`)
  const made = await publishedEvent(request, organizer, {
    event: { Title: `Baul Night ${unique()}`, Bn: { Title: 'বাউল সন্ধ্যা' } },
    tickets: [
      {
        Section: 'Gallery',
        Category: 'Regular',
        Price: 0,
        Capacity: 20,
        Bn: { Section: 'গ্যালারি', Category: 'সাধারণ' },
      },
    ],
  })
  return { organizer, ...made }
}

/** The tickets page a link opened, read in Bengali: the page's language, its heading and a QR code. */
async function expectTicketsInBengali(page: Page) {
  await expect(page.getByRole('heading', { name: 'আপনার টিকিট' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR কোড/ })).toHaveCount(1)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await noSideScroll(page)
}

test('a guest buys in Bengali; the confirmation SMS opens the tickets in Bengali in a fresh browser', async ({
  page,
  browser,
  request,
}) => {
  const { eventId } = await baulNight(request)
  const phone = uniquePhone()
  await page.goto(`/purchase/create/event/${eventId}?lang=bn`)
  await page.getByRole('button', { name: /আরও একটি .* যোগ করুন/ }).click()
  await page.getByRole('textbox', { name: 'নামের প্রথম অংশ' }).fill('রহিম')
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(phone)
  await page.getByRole('button', { name: 'ফ্রি টিকিট নিন' }).click()
  await expect(page).toHaveURL(/\/purchase\/view\/[0-9a-f-]+/)

  const sms = await messageTo(request, (m) => m.to === `+88${phone}` && m.body.includes('নিশ্চিত'))
  expect(sms.body).toMatch(/^Mela: বাউল সন্ধ্যা-এর ১টি টিকিট নিশ্চিত।/)
  expect(sms.body).toMatch(/\?access=[\w-]+&lang=bn$/)

  const elsewhere = await freshPage(browser)
  await elsewhere.goto(linkPath(sms.body))
  await expectTicketsInBengali(elsewhere)
  await shot(elsewhere, 'sms-link-fresh-browser-bn-360')
  await elsewhere.context().close()
})

test('a guest who lost the SMS finds the tickets by phone from the Tickets button, in Bengali', async ({
  page,
  browser,
  request,
}) => {
  const { eventId, ticketIds } = await baulNight(request)
  const phone = uniquePhone()
  const bought = await request.post('/api/purchase', {
    data: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketIds[0], Quantity: 2 }],
      PaymentMethod: 'free',
      Buyer: { FirstName: 'রহিম', Phone: phone },
      Language: 'bn',
    },
  })
  expect(bought.ok(), await bought.text()).toBe(true)

  // Signed out, the Tickets button leads to sign-in, which offers the tickets by phone.
  await page.goto('/?lang=bn')
  await page.getByRole('banner').first().getByRole('link', { name: 'টিকিট' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mela-তে স্বাগতম' })
  await expect(dialog.getByText('অ্যাকাউন্ট ছাড়া কিনে এসএমএসটি হারিয়েছেন?')).toBeVisible()
  await shot(page, 'tickets-sign-in-offers-phone-bn-360', false)
  await dialog.getByRole('link', { name: 'ফোন নম্বর দিয়ে টিকিট খুঁজুন' }).click()
  await expect(page).toHaveURL(/\/tickets\/find$/)
  await expect(dialog).toBeHidden()

  const form = page.getByRole('form', { name: 'আমার টিকিট খুঁজুন' })
  await form.getByRole('textbox', { name: /ফোন নম্বর/ }).fill('12345')
  await form.getByRole('button', { name: 'আমার টিকিট এসএমএসে পাঠান' }).click()
  await expect(form.getByText(/০১XXXXXXXXX/)).toBeVisible()
  await form.getByRole('textbox', { name: /ফোন নম্বর/ }).fill(phone)
  await form.getByRole('button', { name: 'আমার টিকিট এসএমএসে পাঠান' }).click()
  // Nothing of the tickets is shown here: only that the links go to the phone, if it bought any.
  await expect(page.getByRole('status')).toHaveText(
    'এই নম্বর দিয়ে অ্যাকাউন্ট ছাড়া টিকিট কেনা হয়ে থাকলে, টিকিটের লিংক এসএমএসে এই নম্বরে যাচ্ছে।',
  )
  await noSideScroll(page)
  await shot(page, 'find-tickets-sent-bn-360')

  const again = await messageTo(request, (m) => m.to === `+88${phone}` && m.body.includes('-এর আপনার'))
  expect(again.body).toMatch(/^Mela: বাউল সন্ধ্যা-এর আপনার ২টি টিকিট: http\S+&lang=bn$/)
  const elsewhere = await freshPage(browser)
  await elsewhere.goto(linkPath(again.body))
  await expect(elsewhere.getByRole('heading', { name: 'আপনার টিকিট' })).toBeVisible()
  await expect(elsewhere.getByRole('img', { name: /QR কোড/ })).toHaveCount(2)
  await elsewhere.context().close()
})

test('My tickets counts only the seats still mine, and says why guest tickets wait for a confirmed e-mail', async ({
  page,
  request,
}) => {
  const { organizer, eventId, ticketIds } = await baulNight(request)
  const policy = await request.put(`/api/event/${eventId}/attendee-policy`, {
    headers: authHeaders(organizer),
    data: { WaitlistEnabled: false, TransfersEnabled: true },
  })
  expect(policy.ok(), await policy.text()).toBe(true)
  const Username = `rina${unique()}`
  const registered = await request.post('/api/auth/register', {
    data: {
      FirstName: 'Rina',
      Username,
      Email: `${Username}@example.com`,
      Password: 'Secret123',
      ConfirmPassword: 'Secret123',
      Language: 'bn',
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const rina = await (
    await request.post('/api/auth/login', { data: { Username, Password: 'Secret123' } })
  ).json()
  const bought = await request.post('/api/purchase', {
    headers: authHeaders(rina),
    data: { EventID: eventId, Tickets: [{ TicketID: ticketIds[0], Quantity: 2 }], PaymentMethod: 'free' },
  })
  expect(bought.ok(), await bought.text()).toBe(true)
  const [seat] = ((await bought.json()) as { Items: { ID: string }[] }).Items
  const friend = uniquePhone()
  const passed = await request.post(`/api/purchase/item/${seat?.ID}/transfer`, {
    headers: authHeaders(rina),
    data: { Phone: friend, FirstName: 'নীলা' },
  })
  expect(passed.ok(), await passed.text()).toBe(true)
  // The friend reads a gift from Rina, not a purchase.
  const gift = await messageTo(request, (m) => m.to === `+88${friend}`)
  expect(gift.body).toMatch(/^Mela: Rina আপনাকে বাউল সন্ধ্যা-এর ১টি টিকিট দিয়েছেন: http\S+&lang=bn/)

  await signIn(page, rina)
  await page.goto('/tickets?lang=bn')
  const card = page.getByRole('link', { name: /বাউল সন্ধ্যা/ })
  await expect(card).toContainText('১টি আসন · ১টি হস্তান্তরিত · ফ্রি')
  await expect(
    page.getByText(`${Username}@example.com দিয়ে অতিথি হিসেবে টিকিট কিনেছিলেন?`, { exact: false }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'নিশ্চিতকরণ লিংক আবার পাঠান' }).click()
  await expect(page.getByRole('status')).toHaveText('আপনাকে একটি নতুন নিশ্চিতকরণ লিংক পাঠানো হয়েছে।')
  await noSideScroll(page)
  await shot(page, 'my-tickets-hint-passed-on-bn-360')
})
