import type { Page } from '@playwright/test'

/**
 * Pays on the bundled bKash sandbox's payer page, step by step as a payer does: the wallet number (see
 * the README for wallets that fail), the verification code, then the PIN. The page speaks the buyer's
 * language (Mela's language cookie), so each label is looked for in English or Bengali.
 */
export async function payOnSandbox(page: Page, wallet = '01770618575') {
  for (const [label, value] of [
    [/^(Wallet number|ওয়ালেট নম্বর)$/, wallet],
    [/^(Verification code|যাচাই কোড)$/, '123456'],
    [/^(PIN|পিন)$/, '12121'],
  ] as const) {
    await page.getByLabel(label).fill(value)
    await page.getByRole('button', { name: /^(Confirm|নিশ্চিত করুন)$/ }).click()
  }
}
