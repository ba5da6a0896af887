import { LANGUAGES, type Language } from '@mela/shared/constants'

/** The cookie holding the reader's choice of language; the web app writes it too (apps/web/src/lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'lang'
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

type Headers = { cookie?: string | undefined; 'accept-language'?: string | undefined }

const isLanguage = (value: string | null | undefined): value is Language =>
  LANGUAGES.includes(value as Language)

function cookieOf(header: string | undefined, name: string) {
  for (const part of (header ?? '').split(';')) {
    const [key, value] = part.trim().split('=')
    if (key === name) return value
  }
  return undefined
}

/** The first of our languages among the browser's, in the order of its q= weights (bn-BD reads as bn). */
function browserLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...rest] = entry.trim().split(';')
      const q = Number(
        rest
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { language: tag.toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q, order }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return ranked.find(({ language }) => isLanguage(language))?.language as Language | undefined
}

/**
 * The language a page is shown in: what its address says (/bn/…, ?lang=), else the reader's earlier
 * choice (the cookie), else the browser's languages, else English. `fromAddress` marks a choice to remember.
 */
export function pageLanguage(url: string, headers: Headers): { language: Language; fromAddress: boolean } {
  const [path = '/', query = ''] = url.split('?')
  const asked = path.startsWith('/bn/') ? 'bn' : new URLSearchParams(query).get('lang')
  if (isLanguage(asked)) return { language: asked, fromAddress: true }
  const chosen = cookieOf(headers.cookie, LANGUAGE_COOKIE)
  if (isLanguage(chosen)) return { language: chosen, fromAddress: false }
  return { language: browserLanguage(headers['accept-language']) ?? 'en', fromAddress: false }
}

/** The Set-Cookie value that remembers a language for a year on every path (sent on top-level links too). */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax`
