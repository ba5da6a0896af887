import { expect, test } from '@playwright/test'

// A price reads ৳ in English too: the bundled Bengali face draws the taka sign, never an empty box.
test('draws the taka sign of prices with the bundled face in English', async ({ page }) => {
  const faces: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-bengali')) faces.push(request.url())
  })
  await page.goto('/feed')
  await expect(page.getByText(/From ৳/).first()).toBeVisible()
  await expect.poll(() => faces.length).toBeGreaterThan(0)
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready
    return document.fonts.check('700 16px "Mela Bengali"', '৳')
  })
  expect(drawn).toBe(true)
})
