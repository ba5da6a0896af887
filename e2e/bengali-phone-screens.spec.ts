import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, publishedEvent, type Session, signIn, signUp, unique } from './organizer-helpers.ts'
import { seatedHall } from './seating-helpers.ts'

// Screens a Bengali reader met on a 360 px phone and tripped on (issue 33): each is opened in Bengali, checked,
// and photographed for a person to look at.
const test = failingOnConsoleErrors()
test.use({ viewport: { width: 360, height: 740 } })

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.SCREENSHOTS ?? '/tmp/pw-bengali-phone'}/${name}.png` })

async function inBengali(page: Page) {
  const url = test.info().project.use.baseURL ?? ''
  await page.context().addCookies([{ name: 'lang', value: 'bn', url }])
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'bn'))
}

async function superuser(request: APIRequestContext): Promise<Session> {
  const login = await request.post('/api/auth/login', {
    data: { Username: 'superuser', Password: 'Superuser2026x' },
  })
  expect(login.ok()).toBe(true)
  return (await login.json()) as Session
}

/** How far a button's label sits from the button's middle, up or down, in pixels. */
async function labelOffCentre(button: Locator) {
  return button.evaluate((node) => {
    const label = node.querySelector('.mantine-Button-label') ?? node
    const [outer, inner] = [node.getBoundingClientRect(), label.getBoundingClientRect()]
    return Math.abs(outer.top + outer.height / 2 - (inner.top + inner.height / 2))
  })
}

test('the home page and the drawer: labels in the middle of their buttons, and a way in for organizers', async ({
  page,
}) => {
  await inBengali(page)
  await page.goto('/')
  const browse = page.getByRole('link', { name: 'ইভেন্ট দেখুন' })
  await expect(browse).toBeVisible()
  expect(await labelOffCentre(browse)).toBeLessThan(2)
  expect(await labelOffCentre(page.getByRole('banner').getByRole('link', { name: 'লগ ইন' }))).toBeLessThan(2)
  await shot(page, 'home-bn-360')
  await page.getByRole('button', { name: 'নেভিগেশন খুলুন' }).click()
  const organize = page.getByRole('link', { name: 'আয়োজকদের জন্য' })
  await expect(organize).toBeVisible()
  await shot(page, 'drawer-bn-360')
  await organize.click()
  // A visitor signs in first, then comes back to their organizations.
  await expect(page).toHaveURL(/\/login\?redirect=%2Forganization/)
})

test('an organization named in Bengali gets a Latin feed address to keep or change, and the toast leaves the title alone', async ({
  page,
  request,
}) => {
  const owner = await signUp(request, `org${unique()}`)
  await signIn(page, owner)
  await inBengali(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'নেভিগেশন খুলুন' }).click()
  await page.getByRole('link', { name: 'আয়োজকদের জন্য' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'প্রতিষ্ঠান' })).toBeVisible()
  await page.getByRole('button', { name: 'প্রতিষ্ঠান তৈরি করুন' }).first().click()
  const form = page.getByRole('dialog', { name: 'প্রতিষ্ঠান তৈরি করুন' })
  const suffix = unique().replace(/\d/g, '')
  await form.getByRole('textbox', { name: 'নাম' }).fill(`ঢাকা লাইভ ${suffix}`)
  const feed = form.getByRole('textbox', { name: 'ফিড URL' })
  await expect(feed).toHaveValue(`dhakalaibh${suffix}`)
  await shot(page, 'organization-feed-suggested-bn-360')
  await form.getByRole('button', { name: 'প্রতিষ্ঠান তৈরি করুন' }).click()
  const toast = page.getByText(`প্রতিষ্ঠান ঢাকা লাইভ ${suffix} সফলভাবে তৈরি হয়েছে`)
  await expect(toast).toBeVisible()
  const [title, note] = await Promise.all([
    page.getByRole('heading', { level: 1 }).boundingBox(),
    toast.boundingBox(),
  ])
  expect((note?.y ?? 0) > (title?.y ?? 0) + (title?.height ?? 0)).toBe(true)
  await shot(page, 'organization-created-toast-bn-360')
  const card = page.getByRole('article', { name: `ঢাকা লাইভ ${suffix}` })
  await expect(card.getByRole('link', { name: /ঢাকা লাইভ/ }).first()).toHaveAttribute(
    'href',
    `/feed/dhakalaibh${suffix}`,
  )
})

test('the wizard’s refund is a percentage with a hint, and says it is missing once the field is left', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId } = await publishedEvent(request, organizer, {
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 20 }],
  })
  await signIn(page, organizer)
  await inBengali(page)
  await page.goto(`/event/edit/${eventId}`)
  const section = page.getByRole('group', { name: 'অপেক্ষার তালিকা, হস্তান্তর ও বাতিল' })
  await section.getByRole('switch', { name: 'ক্রেতারা নিজেরাই বাতিল করতে পারবেন' }).click({ force: true })
  const percent = section.getByRole('textbox', { name: 'বাতিলে ফেরত (%)' })
  await expect(section.getByText('টিকিটের দামের যত শতাংশ ক্রেতা ফেরত পাবেন, ০ থেকে ১০০।')).toBeVisible()
  await percent.focus()
  await percent.blur()
  await expect(section.getByText('এই ঘরটি পূরণ করা আবশ্যক')).toBeVisible()
  await percent.scrollIntoViewIfNeeded()
  await shot(page, 'event-refund-required-bn-360')
  await percent.fill('80')
  await expect(section.getByText('এই ঘরটি পূরণ করা আবশ্যক')).toBeHidden()
})

test('a taken-down event is only taken down, for its organizer; their waiting list counts in Bengali', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId } = await publishedEvent(request, organizer, {
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 0, Capacity: 20 }],
  })
  await signIn(page, organizer)
  await inBengali(page)
  await page.goto(`/organization/event/${eventId}/ticket`)
  const waiting = page.getByText('০ জন অপেক্ষায়')
  await expect(waiting).toBeVisible()
  await waiting.scrollIntoViewIfNeeded()
  await shot(page, 'waitlist-counts-bn-360')

  const down = await request.post(`/api/superuser/events/${eventId}/unpublish`, {
    headers: authHeaders(await superuser(request)),
    data: { Reason: 'A test of the badge' },
  })
  expect(down.ok(), await down.text()).toBe(true)
  await page.goto('/organization/event')
  const row = page.getByRole('listitem').filter({ hasText: 'Baul Night' }).first()
  await expect(row.getByText('সরিয়ে নেওয়া')).toBeVisible()
  await expect(row.getByText('প্রকাশিত', { exact: true })).toHaveCount(0)
  await shot(page, 'taken-down-bn-360')
})

test('the seat editor keeps deleting apart and red; a buyer reading the list is pointed at the list', async ({
  page,
  request,
}) => {
  const owner = await signUp(request, `hall${unique()}`)
  const hall = await seatedHall(request, owner, {
    sections: ['Stalls'],
    rows: 2,
    seatsPerRow: 4,
    ticketsBn: [
      { Section: 'হল', Category: 'গোল্ড' },
      { Section: 'হল', Category: 'সিলভার' },
    ],
  })
  await signIn(page, owner)
  await inBengali(page)
  await page.goto(`/organization/event/${hall.eventId}/seating`)
  await expect(page.getByRole('heading', { name: 'আসন বিন্যাস', level: 1 })).toBeVisible()
  await page.locator('svg [data-row]').first().click()
  await expect(page.getByText('৪টি আসন বাছাই করা').first()).toBeVisible()
  const remove = page.getByRole('button', { name: 'আসন মুছুন' })
  await expect(page.getByRole('button', { name: 'বাছাই বাতিল' })).toBeVisible()
  // A filled red button: its background is red, not the page's.
  const background = await remove.evaluate((node) => getComputedStyle(node).backgroundColor)
  const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number)
  expect(red).toBeGreaterThan(150)
  expect(green + blue).toBeLessThan(red)
  await remove.scrollIntoViewIfNeeded()
  await shot(page, 'seat-editor-selection-bn-360')
  await page.getByRole('button', { name: 'সেকশন যোগ করুন' }).click()
  await expect(page.getByRole('textbox', { name: 'নাম', exact: true }).last()).toHaveValue('সেকশন ২')

  // The rendered checkout lists the seats above "Your seats", with or without the map.
  await page.goto(`/purchase/create/event/${hall.eventId}`)
  await expect(page.getByText('এখনও কোনো আসন বাছাই হয়নি: ওপরের তালিকা থেকে খালি আসন বেছে নিন।')).toBeVisible()
  await shot(page, 'seat-list-hint-bn-360')
})

test('the bKash sandbox asks a Bengali buyer in Bengali and draws the taka sign', async ({
  page,
  request,
}) => {
  const organizer = await signUp(request, `org${unique()}`)
  const { eventId, ticketIds } = await publishedEvent(request, organizer, {
    tickets: [{ Section: 'Gallery', Category: 'Regular', Price: 1600, Capacity: 20 }],
  })
  const buyer = await signUp(request, `buyer${unique()}`)
  const started = await request.post('/api/purchase', {
    headers: authHeaders(buyer),
    data: { EventID: eventId, Tickets: [{ TicketID: ticketIds[0], Quantity: 1 }], PaymentMethod: 'bkash' },
  })
  expect(started.ok(), await started.text()).toBe(true)
  const { PaymentURL } = (await started.json()) as { PaymentURL: string }
  await inBengali(page)
  await page.goto(PaymentURL)
  await expect(page.getByRole('heading', { name: 'বিকাশে পরিশোধ' })).toBeVisible()
  await expect(page.getByText('৳১,৬০০.০০')).toBeVisible()
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready
    return document.fonts.check('16px "Sandbox Bengali"', '৳।')
  })
  expect(drawn).toBe(true)
  await page.getByLabel('ওয়ালেট নম্বর').fill('123')
  await page.getByRole('button', { name: 'নিশ্চিত করুন' }).click()
  await expect(page.getByRole('alert')).toHaveText('১১ অঙ্কের একটি বিকাশ ওয়ালেট নম্বর দিন।')
  await shot(page, 'bkash-sandbox-bn-360')
})

test('the superuser has the Tickets button on a wide screen, not on a phone', async ({ page, request }) => {
  await signIn(page, await superuser(request))
  await inBengali(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/superuser')
  const tickets = page.getByRole('banner').getByRole('link', { name: 'টিকিট' })
  await expect(tickets).toBeVisible()
  await page.setViewportSize({ width: 360, height: 740 })
  await expect(tickets).toBeHidden()
})
