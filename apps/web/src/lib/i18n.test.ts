import { expect, it } from 'vitest'

// The same choice as the server-rendered pages (apps/api/src/lib/page-language.ts): the lang cookie
// before this browser's older stored choice, so the app's pages and the rendered ones always agree.
it('starts in the language of the lang cookie, and writes the cookie when the reader switches', async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie as the server's answer leaves it
  document.cookie = 'lang=bn; path=/'
  localStorage.setItem('i18nextLng', 'en')
  const { textsReady, currentLanguage, i18n } = await import('./i18n.ts')
  await textsReady
  expect(currentLanguage()).toBe('bn')
  expect(document.documentElement.lang).toBe('bn')
  await i18n.changeLanguage('en')
  expect(document.cookie).toContain('lang=en')
  expect(localStorage.getItem('i18nextLng')).toBe('en')
})
