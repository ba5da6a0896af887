import { STORAGE_KEYS } from '@mela/shared/constants'
import type { LanguageDetectorModule } from 'i18next'
import { readStored, writeStored } from './storage.ts'

const COOKIE = 'lang'
const YEAR_SECONDS = 365 * 24 * 60 * 60

function cookieLanguage(): string | undefined {
  const found = document.cookie.split(';').find((pair) => pair.trim().startsWith(`${COOKIE}=`))
  return found ? decodeURIComponent(found.split('=')[1] ?? '') || undefined : undefined
}

/**
 * The reader's language, in the order the server-rendered pages follow too (apps/api/src/lib/page-language.ts):
 * the address's `?lang=`, the lang cookie the server reads, this browser's older stored choice, the browser's
 * languages. A choice is kept in the cookie (a year, the whole site) and in storage. Written here rather than
 * taken from i18next-browser-languagedetector: every page's first download carried its dozen other ways.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    if (typeof window === 'undefined') return undefined
    const chosen = [
      new URLSearchParams(window.location.search).get('lang') ?? undefined,
      cookieLanguage(),
      readStored(STORAGE_KEYS.language) ?? undefined,
      ...(navigator.languages ?? [navigator.language]),
    ]
    return chosen.filter((language): language is string => Boolean(language))
  },
  cacheUserLanguage(language) {
    // The server renders pages with these texts too, where there is nothing to keep.
    if (typeof document === 'undefined') return
    writeStored(STORAGE_KEYS.language, language)
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie; Cookie Store is not everywhere
    document.cookie = `${COOKIE}=${encodeURIComponent(language)}; max-age=${YEAR_SECONDS}; path=/; SameSite=Lax`
  },
}
