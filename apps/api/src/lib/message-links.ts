import type { Language } from '@mela/shared/constants'

/**
 * A link Mela writes into a mail or an SMS, carrying the message's language as `lang=`: it is often opened
 * in a browser that never saw Mela (another phone, the SMS app's own browser), and the page must read as
 * the message did. The address's `lang` comes first for the server's pages (page-language.ts) and the app
 * (language-detector.ts), and is remembered in the cookie. A short link carries it in its target: /s/ does
 * not pass its own query on. Not for bKash's callbackURL, to which bKash appends `?paymentID=` blindly.
 */
export function inLanguage(link: string, language: Language): string {
  const hash = link.indexOf('#')
  const address = hash < 0 ? link : link.slice(0, hash)
  const fragment = hash < 0 ? '' : link.slice(hash)
  return `${address}${address.includes('?') ? '&' : '?'}lang=${language}${fragment}`
}
