import { expect } from '@playwright/test'
import { failingOnConsoleErrors } from './console-errors.ts'
import { authHeaders, expectNoSeriousViolations, signUp, unique } from './organizer-helpers.ts'
import { seatedHall } from './seating-helpers.ts'

// A seated event's page read on a phone with scripts off: the plan folds open by itself (<details>),
// its seats are drawn with the one given to a guest greyed, the legend says what each colour costs, and
// "Choose seats" leads to checkout's map. Axe needs a script of its own, so it reads the page with one.
const test = failingOnConsoleErrors()
test.use({ viewport: { width: 360, height: 780 } })

let eventId: string

test.beforeAll(async ({ request }) => {
  const owner = await signUp(request, `plan${unique()}`)
  // Two sections of 4 rows of 6: rows A–C Gold (৳800), row D Silver (৳500).
  ;({ eventId } = await seatedHall(request, owner, { sections: ['L', 'R'], rows: 4, seatsPerRow: 6 }))
  const guest = await request.post('/api/guest', {
    headers: authHeaders(owner),
    data: { EventID: eventId, FirstName: 'Guest', SeatID: 'L-A-1' },
  })
  expect(guest.ok(), await guest.text()).toBe(true)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the event page shows the seating plan with its legend, without JavaScript', async ({ page }) => {
    await page.goto(`/e/${eventId}`)
    const plan = page.getByRole('img', { name: 'Seating plan: 47 of 48 seats free' })
    await expect(plan).toBeHidden()
    await page.locator('summary', { hasText: 'Seating plan' }).click()
    await expect(plan).toBeVisible()
    expect((await plan.boundingBox())?.width).toBeLessThanOrEqual(360)
    // Every seat is a dot of the picture: the guest's grey, the others in their ticket's colour.
    const dots = (kind: string) =>
      plan
        .locator(`path[data-seats="${kind}"]`)
        .evaluateAll((paths) =>
          paths.reduce((n, p) => n + (p.getAttribute('d')?.match(/h0/g)?.length ?? 0), 0),
        )
    expect(await dots('free')).toBe(47)
    expect(await dots('taken')).toBe(1)
    await expect(plan.locator('text').first()).toHaveText('L')

    const legend = page.getByRole('list', { name: 'Legend' })
    await expect(legend).toContainText('Hall Gold · ৳800.00 · 35 free')
    await expect(legend).toContainText('Hall Silver · ৳500.00 · 12 free')
    await expect(legend).toContainText('Taken')
    await expect(page.getByRole('link', { name: 'Choose seats' })).toHaveAttribute(
      'href',
      `/purchase/create/event/${eventId}`,
    )
  })

  test('the Bengali page names the plan and its legend in Bengali', async ({ page }) => {
    await page.goto(`/bn/e/${eventId}`)
    await page.locator('summary', { hasText: 'আসন বিন্যাস' }).click()
    await expect(page.getByRole('img', { name: 'আসন বিন্যাস: ৪৮টি আসনের ৪৭টি খালি' })).toBeVisible()
    const legend = page.getByRole('list', { name: 'চিহ্নের অর্থ' })
    await expect(legend).toContainText('৳৮০০.০০ · ৩৫টি খালি')
    await expect(legend).toContainText('নেওয়া হয়ে গেছে')
    await expect(page.getByRole('link', { name: 'আসন বেছে নিন' })).toBeVisible()
  })
})

for (const [lang, scheme] of [
  ['en', 'light'],
  ['bn', 'dark'],
] as const)
  test(`the open plan has no serious accessibility issue (${lang}, ${scheme} theme)`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('selectedTheme', chosen), scheme)
    await page.goto(`${lang === 'bn' ? '/bn' : ''}/e/${eventId}`)
    await page.locator('details[data-public="seating-plan"] summary').click()
    await expect(page.locator('svg[data-plan="picture"]')).toBeVisible()
    await expectNoSeriousViolations(page)
  })
