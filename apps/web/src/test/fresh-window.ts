import { cleanup } from '@testing-library/react'
import { beforeAll } from 'vitest'

// A worker runs file after file in one window (vitest.config.ts: isolate false), so each file starts in the
// window as a fresh one would be: nothing rendered, no storage, no cookies, at '/', in English.
beforeAll(async () => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
  // What modules keep of storage (the session) is read again, as after another tab signed out.
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
  window.history.replaceState(null, '', '/')
  const { i18n } = await import('../lib/i18n.ts')
  if (i18n.language !== 'en') await i18n.changeLanguage('en')
})
