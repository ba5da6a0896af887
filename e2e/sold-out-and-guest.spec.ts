import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test'
import { uniquePhone } from './auth-helpers.ts'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, signUp, unique } from './organizer-helpers.ts'

// The refusals these journeys provoke on purpose (a bad phone, a guest's follow) log as failed requests.
const test = failingOnConsoleErrors(/status of (400|403)/)
const expect = baseExpect.configure({ timeout: 20_000 })
const screen = { width: 360, height: 780 }
test.use({ viewport: screen })

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SCREENSHOTS ?? '/tmp/shots-h10'}/${name}.png`, fullPage: true })
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)

/** A guest's free checkout through the API: the seat, and the guest session the answer signs in. */
async function guestBuys(request: APIRequestContext, eventId: string, ticketId: string) {
  const phone = uniquePhone()
  const answer = await request.post('/api/purchase', {
    data: {
      EventID: eventId,
      Tickets: [{ TicketID: ticketId, Quantity: 1 }],
      PaymentMethod: 'free',
      Buyer: { FirstName: 'Rina', Phone: phone },
    },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const bought = (await answer.json()) as { authToken: string; user: { Username: string; Kind: string } }
  return { ...bought, phone }
}

/** A toast sits below the fixed top bar: the menu and the account stay reachable while it shows. */
async function toastBelowHeader(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text })
  // Moving between the phone's place (bottom) and the desktop's (top right), Mantine draws the toast in
  // both for the length of its transition: wait until it has settled in one.
  await expect(toast).toHaveCount(1)
  await expect(toast).toBeVisible()
  const [bar, shown] = await Promise.all([page.locator('header').first().boundingBox(), toast.boundingBox()])
  expect(shown?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 60))
}

test('a visitor finds the waiting list on the sold-out event page and joins it there', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, `soldout${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, organizer, {
    event: { Title: `Lalon Night ${unique()}` },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 1 }],
  })
  await guestBuys(request, eventId, ticketIds[0] as string)

  await page.goto(`/e/${eventId}`)
  await expect(page.getByRole('button', { name: 'Sold out' })).toBeDisabled()
  const waitlist = page.getByRole('form', { name: 'Sold out? Join the waiting list' })
  await waitlist.getByRole('textbox', { name: 'First name' }).fill('Karim')
  await waitlist.getByRole('textbox', { name: 'Phone' }).fill('12345')
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click()
  const phoneError = waitlist.getByRole('alert').filter({ hasText: '01XXXXXXXXX' })
  await expect(phoneError).toBeVisible()
  await noSideScroll(page)
  await shot(page, 'event-sold-out-phone-error-en')

  await waitlist.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone())
  await waitlist.getByRole('button', { name: 'Join the waiting list' }).click()
  await expect(waitlist.getByRole('status')).toHaveText(/^You're on the list for .+ — number 1/)
  await expect(phoneError).toBeHidden()
  await shot(page, 'event-sold-out-joined-en')

  // Checkout knows the same place (kept in this browser), and asks for no buyer besides.
  await page.goto(`/purchase/create/event/${eventId}`)
  await expect(page.getByText(/You're on the list for .+ — number 1/)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0)
  // Nothing can be bought: no empty "Your order" box beside the waiting list.
  await expect(page.getByRole('region', { name: 'Your order' })).toHaveCount(0)
  await shot(page, 'checkout-sold-out-joined-en')

  // The app's own event page (reached inside the app: checkout is rendered on the server, so from the
  // app's help page) offers the same list and knows the place too.
  await page.goto('/faq')
  await page.evaluate((id) => {
    history.pushState({}, '', `/event/view/${id}`)
    dispatchEvent(new PopStateEvent('popstate'))
  }, eventId)
  const appList = page.getByRole('group', { name: 'Sold out? Join the waiting list' })
  await expect(appList.getByText(/You're on the list for .+ — number 1/)).toBeVisible()
  await noSideScroll(page)
  await shot(page, 'app-event-sold-out-joined-en')

  // Leaving says so in a toast under the top bar, on a phone and on a desktop.
  await appList.getByRole('button', { name: 'Leave' }).click()
  await toastBelowHeader(page, 'You left the waiting list')
  await shot(page, 'app-event-left-toast-en')
  await page.setViewportSize({ width: 1280, height: 800 })
  await toastBelowHeader(page, 'You left the waiting list')
  await shot(page, 'app-event-left-toast-desktop-en')
  await page.setViewportSize(screen)

  // In Bengali, on a browser that has not joined.
  await page.evaluate(() => localStorage.clear())
  await page.goto(`/bn/e/${eventId}`)
  const bengali = page.getByRole('form', { name: /অপেক্ষার তালিকা/ })
  await expect(bengali.getByRole('button', { name: /অপেক্ষার তালিকায়/ })).toBeVisible()
  await noSideScroll(page)
  await shot(page, 'event-sold-out-bn')
  // Checkout in Bengali: the waiting list, and no empty order box.
  await page.goto(`/purchase/create/event/${eventId}`)
  await expect(page.getByRole('form', { name: /অপেক্ষার তালিকা/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'আপনার অর্ডার' })).toHaveCount(0)
  await noSideScroll(page)
  await shot(page, 'checkout-sold-out-bn')
})

test("a guest's Follow leads to sign-in, told why; the guest's menu is a guest's", async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, `followed${unique()}`)
  const name = `Baul Hall ${unique()}`
  const { accountId, eventId, ticketIds } = await publishedEvent(request, organizer, {
    account: { Name: name },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 10 }],
  })
  const guest = await guestBuys(request, eventId, ticketIds[0] as string)
  expect(guest.user.Kind).toBe('guest')
  await page.goto('/')
  await page.evaluate((session) => {
    localStorage.setItem('user', JSON.stringify(session.user))
    localStorage.setItem('authToken', session.authToken)
  }, guest)

  await page.goto(`/feed/Organization=${accountId}`)
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await page.getByTestId('follow-button').click()
  await expect(page).toHaveURL(/\/login\?redirect=.*reason=guest/)
  const dialog = page.getByRole('dialog', { name: 'Welcome to Mela' })
  await expect(dialog.getByRole('status')).toContainText('signed in as a guest')
  await expect(dialog.getByRole('tab', { name: 'Register' })).toBeVisible()
  await shot(page, 'guest-follow-sign-in-en')
  await dialog.getByRole('button', { name: 'Close' }).first().click()

  await page.goto('/tickets')
  await page.getByRole('button', { name: 'Open user menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText('Guest: Rina')).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'My tickets' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Sign up' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Organizations' })).toHaveCount(0)
  await expect(menu.getByText(guest.user.Username)).toHaveCount(0)
  await shot(page, 'guest-menu-en')
  await page.keyboard.press('Escape')

  // The guest turns off the links their SMS carried, from the ticket view.
  await page
    .getByRole('link', { name: /Baul Night/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/purchase\/view\//)
  await page.getByRole('button', { name: 'Turn off links sent to me' }).click()
  const confirm = page.getByRole('dialog', { name: 'Turn off the links?' })
  await shot(page, 'links-off-confirm-en')
  await confirm.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByText(/the links sent to you no longer open these tickets/)).toBeVisible()
  await noSideScroll(page)
  await shot(page, 'links-off-done-en')

  // The same in Bengali.
  await page.goto(`${page.url()}${page.url().includes('?') ? '&' : '?'}lang=bn`)
  await expect(page.getByText('আপনাকে পাঠানো লিংক')).toBeVisible()
  await shot(page, 'links-off-bn')
  await page.getByRole('button', { name: 'ব্যবহারকারী মেনু খুলুন' }).click()
  await expect(page.getByRole('menu').getByText('অতিথি: Rina')).toBeVisible()
  await shot(page, 'guest-menu-bn')
  await page.keyboard.press('Escape')

  // The profile says who the guest is in what they know: the name and the phone, never the made-up username.
  const bengaliPhone = `+880${guest.phone.slice(1)}`.replace(
    /\d/g,
    (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit,
  )
  await page.goto('/me')
  await expect(page.getByText(`Rina · ${bengaliPhone}`)).toBeVisible()
  await expect(page.getByText(guest.user.Username)).toHaveCount(0)
  await noSideScroll(page)
  await shot(page, 'guest-profile-bn')
  await page.goto('/me?lang=en')
  await expect(page.getByText(`Rina · +880${guest.phone.slice(1)}`)).toBeVisible()
  await expect(page.getByText(guest.user.Username)).toHaveCount(0)
  await shot(page, 'guest-profile-en')
})

test('phones: the landing search and the bKash payer page fit 360 px', async ({ page, request }) => {
  await page.goto('/')
  await noSideScroll(page)
  await shot(page, 'landing-en')
  await page.goto('/?lang=bn')
  await shot(page, 'landing-bn')
  // Back to English (the Bengali page kept the choice in its cookie).
  await page.goto('/?lang=en')

  const organizer = await signUp(request, `paid${unique()}`)
  const { eventId } = await publishedEvent(request, organizer, {
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 1500, Capacity: 5 }],
  })
  await page.goto(`/e/${eventId}`)
  await expect(page.getByRole('link', { name: 'Buy tickets' }).first()).toBeInViewport()
  await shot(page, 'event-buy-shortcut-en')
  await page.goto(`/purchase/create/event/${eventId}`)
  await page.getByRole('button', { name: 'Add one Gallery Regular' }).click()
  await page.getByRole('textbox', { name: 'First name' }).fill('Salma')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12')
  await page.getByRole('button', { name: /Pay ৳1,500.00 with bKash/ }).click()
  await expect(page.getByText(/write it as 01XXXXXXXXX/)).toBeVisible()
  await shot(page, 'checkout-phone-error-en')
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniquePhone())
  await page.getByRole('button', { name: /Pay ৳1,500.00 with bKash/ }).click()
  await expect(page).toHaveURL(/\/bkash-sandbox\//)
  await expect(page.getByText('৳1,500.00')).toBeInViewport()
  await noSideScroll(page)
  expect(await page.evaluate(() => document.fonts.check('16px "Sandbox Taka"', '৳'))).toBe(true)
  await shot(page, 'bkash-sandbox-payer')
})

test('"Load more events" adds the next page under the cards shown, where the reader is', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, `manyevents${unique()}`)
  const headers = authHeaders(organizer)
  const { accountId } = await publishedEvent(request, organizer, { event: { Title: 'Night 1' } })
  for (let night = 2; night <= 14; night++) {
    const made = await request.post('/api/event', {
      headers,
      data: {
        AccountID: accountId,
        Title: `Night ${night}`,
        Category: 'music',
        District: 'dhaka',
        Venue: 'Rabindra Sarobar',
        Online: false,
        StartsAt: new Date(Date.now() + night * 86_400_000).toISOString(),
        EndsAt: new Date(Date.now() + night * 86_400_000 + 7_200_000).toISOString(),
        Visibility: 'public',
      },
    })
    const eventId = ((await made.json()) as { ID: string }).ID
    expect((await request.post(`/api/event/${eventId}/publish`, { headers })).ok()).toBe(true)
  }

  await page.goto(`/feed/Organization=${accountId}`)
  const cards = page.getByRole('main').getByRole('heading', { name: /^Night \d+$/ })
  await expect(cards).toHaveCount(12)
  const loadMore = page.getByRole('link', { name: /Load more events/ })
  await loadMore.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  await loadMore.click()
  await expect(cards).toHaveCount(14)
  await expect(page).toHaveURL(new RegExp(`/feed/Organization=${accountId}$`))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 50)
  await expect(page.getByRole('link', { name: /Load more events/ })).toHaveCount(0)
  await shot(page, 'feed-load-more-en')
})
