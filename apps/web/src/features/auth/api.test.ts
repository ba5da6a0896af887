import { afterEach, expect, it, vi } from 'vitest'
import { i18n, textsReady } from '../../lib/i18n.ts'
import { register } from './api.ts'

afterEach(() => vi.unstubAllGlobals())

// The account's language decides the confirmation mail's and every later SMS's: a Bengali reader's is Bengali.
it('registers an account in the language the reader is using', async () => {
  await textsReady
  await i18n.changeLanguage('bn')
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ Username: 'rahim' }))
  vi.stubGlobal('fetch', fetchMock)
  await register({
    FirstName: 'Rahim',
    Username: 'rahim',
    Password: 'Secret123',
    ConfirmPassword: 'Secret123',
  })
  const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { Language?: string }
  expect(body.Language).toBe('bn')
})
