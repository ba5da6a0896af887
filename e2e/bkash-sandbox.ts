import type { Page } from '@playwright/test'

/**
 * Pays on the bundled bKash sandbox's payer page, step by step as a payer does: the wallet number (see
 * the README for wallets that fail), the verification code, then the PIN.
 */
export async function payOnSandbox(page: Page, wallet = '01770618575') {
  for (const [label, value] of [
    ['Wallet number', wallet],
    ['Verification code', '123456'],
    ['PIN', '12121'],
  ] as const) {
    await page.getByLabel(label).fill(value)
    await page.getByRole('button', { name: 'Confirm' }).click()
  }
}
