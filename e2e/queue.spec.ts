import { expect as baseExpect, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, signIn, signUp, unique } from './organizer-helpers.ts'

// Every test fails if a page threw or logged an error.
const test = failingOnConsoleErrors()
const expect = baseExpect.configure({ timeout: 30_000 })
const screen = { width: 360, height: 780 }
// The organizer's laptop is on UTC, not Dhaka time: what they type is read as Dhaka's clock all the same.
test.use({ viewport: screen, timezoneId: 'UTC' })

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width)

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'
/** An instant's time on Dhaka's clock (UTC+6) as the pages write it: "8:05 PM", "৮:০৫ অপরাহ্ন". */
function dhakaClock(instant: string, lang: 'en' | 'bn') {
  const dhaka = new Date(Date.parse(instant) + 6 * 60 * 60_000)
  const hours = dhaka.getUTCHours()
  const clock = `${hours % 12 || 12}:${String(dhaka.getUTCMinutes()).padStart(2, '0')}`
  if (lang === 'en') return `${clock} ${hours < 12 ? 'AM' : 'PM'}`
  return `${clock.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)] ?? d)} ${hours < 12 ? 'পূর্বাহ্ন' : 'অপরাহ্ন'}`
}

test('an organizer turns the queue on; a buyer waits for the opening, gets a place, is let in and buys', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const shotPath = (name: string) =>
    process.env.QUEUE_SHOTS ? `${process.env.QUEUE_SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`)
  const shot = (p: Page, name: string) => p.screenshot({ path: shotPath(name), fullPage: true })
  const organizer = await signUp(request, `queue${unique()}`)
  const title = `Shironamhin Live ${unique()}`
  const { eventId } = await publishedEvent(request, organizer, {
    event: { Title: title, Bn: { Title: 'শিরোনামহীন লাইভ' } },
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 100 }],
  })

  // The organizer turns the queue on from the event's ticket page, where the waiting list's switches live.
  await signIn(page, organizer)
  await page.goto(`/organization/event/${eventId}/ticket`)
  const panel = page.locator('.mantine-Paper-root').filter({ hasText: 'On-sale queue' })
  await panel.getByRole('switch', { name: 'Queue buyers when the sale opens' }).click({ force: true })
  // Four minutes ahead on Dhaka's clock (UTC+6), typed as a person in Dhaka reads their watch.
  const inFourMinutes = new Date(Date.now() + 4 * 60_000 + 30_000 + 6 * 60 * 60_000)
  await panel.getByRole('textbox', { name: 'Sale opens at' }).fill(inFourMinutes.toISOString().slice(0, 16))
  await expect(panel.getByText(/Dhaka time \(GMT\+6\)/)).toBeVisible()
  await expect(panel.getByTestId('time-distance')).toHaveText(/^The sale opens in [45] minutes$/)
  await shot(page, 'queue-panel-opening-utc-360')
  await panel.getByRole('textbox', { name: 'Buyers let in per minute' }).fill('12')
  await panel.getByRole('textbox', { name: 'Minutes a buyer has to check out' }).fill('5')
  await panel.getByRole('button', { name: 'Save queue' }).click()
  await expect(panel.getByTestId('queue-live')).toBeVisible()
  await expect(panel.getByText('Waiting: 0')).toBeVisible()
  await noSideScroll(page)

  const headers = authHeaders(organizer)
  const policy = await (await request.get(`/api/event/${eventId}/attendee-policy`)).json()
  const saved = Date.parse(policy.Queue.OpensAt) - Date.now()
  expect(saved).toBeGreaterThan(3 * 60_000)
  expect(saved).toBeLessThan(5 * 60_000)

  // A buyer finds the event before the opening: the page says when the sale opens on Dhaka's clock, that
  // arriving early gives no edge, and its button leads into the queue.
  const buyerSession = await signUp(request, `buyer${unique()}`)
  const device = await browser.newContext({ viewport: screen })
  const buyer = await device.newPage()
  await signIn(buyer, buyerSession)
  await buyer.goto(`/e/${eventId}?lang=en`)
  const opening = buyer.getByTestId('queue-opening')
  await expect(opening).toContainText(`Sale opens at ${dhakaClock(policy.Queue.OpensAt, 'en')}`)
  await expect(opening).toContainText('(Dhaka time)')
  await expect(opening).toContainText('gets a random place')
  // The time left ticks on the rendered page (its script, not the app).
  const timeLeft = opening.getByRole('timer')
  await expect(timeLeft).toHaveText(/^Opens in 0[2-4]:\d\d$/)
  const shown = await timeLeft.textContent()
  await expect(timeLeft).not.toHaveText(shown ?? '')
  // (The phone's shortcut at the top, named alike, only scrolls to the tickets.)
  const ticketsEn = buyer.getByRole('region', { name: 'Tickets' })
  await expect(ticketsEn.getByRole('link', { name: 'Join the queue' })).toHaveAttribute(
    'href',
    `/purchase/create/event/${eventId}`,
  )
  await expect(buyer.getByText('Buy tickets')).toHaveCount(0)
  await buyer.goto(`/e/${eventId}?lang=bn`)
  await expect(buyer.getByRole('heading', { name: 'শিরোনামহীন লাইভ', level: 1 })).toBeVisible()
  const bnClock = `বিক্রি শুরু: ${dhakaClock(policy.Queue.OpensAt, 'bn')} (ঢাকার সময়)`
  // Said on the phone's first screen, under the way to the tickets, and again with the tickets.
  await expect(buyer.getByText(bnClock).first()).toBeInViewport()
  await expect(buyer.getByTestId('queue-opening')).toContainText(bnClock)
  await expect(buyer.getByTestId('queue-opening')).toContainText('লটারিতে জায়গা পাবেন')
  await expect(buyer.getByTestId('queue-opening').getByRole('timer')).toHaveText(
    /^শুরু হতে বাকি [০-৯]{2}:[০-৯]{2}$/,
  )
  await noSideScroll(buyer)
  await shot(buyer, 'event-page-before-opening-bn-360')
  await buyer.getByTestId('queue-opening').scrollIntoViewIfNeeded()
  await buyer.screenshot({ path: shotPath('event-page-queue-notice-bn-360') })

  // Its button opens the waiting screen: the event's Bengali title and the opening's clock time.
  await buyer.getByRole('region', { name: 'টিকিট' }).getByRole('link', { name: 'সারিতে দাঁড়ান' }).click()
  await expect(buyer.getByRole('heading', { name: 'আপনি সারিতে আছেন' })).toBeVisible()
  await expect(buyer.getByTestId('queue-event')).toHaveText('শিরোনামহীন লাইভ')
  await expect(buyer.getByTestId('queue-opens-at')).toHaveText(
    `শুরু: ${dhakaClock(policy.Queue.OpensAt, 'bn')} (ঢাকার সময়)`,
  )
  await noSideScroll(buyer)

  // The clock is brought to a few seconds before the opening (a test cannot wait two minutes).
  const opensAt = new Date(Date.now() + 12_000).toISOString()
  const moved = await request.put(`/api/event/${eventId}/attendee-policy`, {
    headers,
    data: { ...policy, Queue: { ...policy.Queue, OpensAt: opensAt } },
  })
  expect(moved.ok(), await moved.text()).toBe(true)
  // Two other buyers are there before the opening too, so the draw decides who goes first.
  for (let i = 0; i < 2; i++)
    expect((await request.post(`/api/event/${eventId}/queue`, { data: {} })).ok()).toBe(true)

  // The buyer (in Bengali) comes back to the checkout: a countdown in Bengali digits, to the new opening.
  await buyer.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'))
  await buyer.goto(`/purchase/create/event/${eventId}`)
  await expect(buyer.getByRole('heading', { name: 'আপনি সারিতে আছেন' })).toBeVisible()
  await expect(buyer.getByText('বিক্রি শুরু হবে')).toBeVisible()
  await expect(buyer.getByText(/^[০-৯]{2}:[০-৯]{2}$/)).toBeVisible()
  await expect(buyer.getByTestId('queue-opens-at')).toHaveText(`শুরু: ${dhakaClock(opensAt, 'bn')} (ঢাকার সময়)`)
  await noSideScroll(buyer)
  await shot(buyer, 'waiting-countdown-bn-360')

  // A reload keeps the place (the token is kept in the browser).
  const kept = await buyer.evaluate((id) => localStorage.getItem(`mela.queue.${id}`), eventId)
  await buyer.reload()
  await expect(buyer.getByText('বিক্রি শুরু হবে')).toBeVisible()
  expect(
    JSON.parse((await buyer.evaluate((id) => localStorage.getItem(`mela.queue.${id}`), eventId)) ?? '{}')
      .Token,
  ).toBe(JSON.parse(kept ?? '{}').Token)

  // In English from here: the countdown turns into a place, then the checkout opens with a pass.
  await buyer.goto(`/purchase/create/event/${eventId}?lang=en`)
  const placeOrCheckout = buyer
    .getByText('Your place in the queue')
    .or(buyer.getByRole('button', { name: 'Add one Gallery Regular' }))
  await expect(placeOrCheckout.first()).toBeVisible({ timeout: 45_000 })
  if (await buyer.getByText('Your place in the queue').isVisible()) {
    await expect(buyer.getByTestId('queue-position')).toHaveText(/^[1-3]$/)
    await noSideScroll(buyer)
    await shot(buyer, 'waiting-place-en-360')
  }
  await expect(buyer.getByRole('button', { name: 'Add one Gallery Regular' })).toBeVisible({
    timeout: 45_000,
  })
  // Let in: checkout says how long the pass lasts (five minutes), counting down.
  const passTimer = buyer.getByTestId('queue-pass-timer')
  await expect(passTimer).toHaveText(/^Your turn: 0[45]:\d{2} left to check out/)
  const before = await passTimer.textContent()
  await expect(passTimer).not.toHaveText(before ?? '')
  // In Bengali with Bengali digits, kept across a reload, and it stays in sight while the buyer scrolls.
  await buyer.goto(`/purchase/create/event/${eventId}?lang=bn`)
  await expect(passTimer).toHaveText(/^আপনার পালা: কেনা শেষ করতে আর ০[৪৫]:[০-৯]{2} বাকি/)
  await noSideScroll(buyer)
  await shot(buyer, 'checkout-pass-time-bn-360')
  await buyer.mouse.wheel(0, 600)
  await expect(passTimer).toBeInViewport()
  await buyer.screenshot({ path: shotPath('checkout-pass-time-scrolled-bn-360') })
  await buyer.goto(`/purchase/create/event/${eventId}?lang=en`)
  await buyer.getByRole('button', { name: 'Add one Gallery Regular' }).click({ timeout: 45_000 })
  await buyer.getByRole('button', { name: 'Get free tickets' }).click()
  await expect(buyer).toHaveURL(/\/purchase\/view\//)

  // The organizer's live panel counts the purchase.
  await page.reload()
  await expect(panel.getByText('Bought: 1')).toBeVisible({ timeout: 15_000 })
  await noSideScroll(page)
  // The panel's top just under the fixed top bar, as the organizer scrolls to it.
  await panel.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 70),
  )
  await page.screenshot({ path: shotPath('organizer-panel-en-360') })
  await device.close()
})
