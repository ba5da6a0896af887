import { test as base, expect } from '@playwright/test'

/**
 * Playwright's `test`, failing any test whose page threw or logged an error, except console errors
 * matching `expected` (the 4xx answers a journey provokes on purpose).
 */
export function failingOnConsoleErrors(expected?: RegExp) {
  return base.extend<{ consoleErrors: string[] }>({
    consoleErrors: [
      async ({ page }, use) => {
        const errors: string[] = []
        page.on('console', (message) => {
          if (message.type() === 'error' && !expected?.test(message.text())) errors.push(message.text())
        })
        page.on('pageerror', (error) => errors.push(error.message))
        await use(errors)
        expect(errors).toEqual([])
      },
      { auto: true },
    ],
  })
}
