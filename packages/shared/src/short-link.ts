import { z } from 'zod'
import { said } from './error-codes.ts'
import { Paged, PageQuery } from './event.ts'
import { blankAsMissing, maxLength, minLength, requiredText } from './validation.ts'

export const SHORT_LINK_URL_MAX = 2000
export const SLUG_MIN = 3
export const SLUG_MAX = 40
/** Length of a slug made up when none is asked for. */
export const RANDOM_SLUG_LENGTH = 7
export const SLUG_PATTERN = /^[A-Za-z0-9-]+$/

// Words a slug may not be: the app's own paths and words that would pass for the site speaking.
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  's',
  'admin',
  'administrator',
  'superuser',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'auth',
  'me',
  'www',
  'mela',
  'support',
  'help',
  'faq',
  'docs',
  'assets',
  'media',
  'static',
  'dev',
  'root',
  'system',
  'official',
  'security',
  'bkash',
  'url-shortener',
])

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug.toLowerCase())

// Words that make a slug pass for the site or a payment speaking ("/s/bkash-refund"): only the superuser's.
const PRODUCT_WORDS = [
  'bkash',
  'nagad',
  'refund',
  'login',
  'signin',
  'password',
  'support',
  'admin',
  'superuser',
  'verify',
]
// Digits read as the letters they stand in for (l0gin, adm1n, supp0rt), and "rn" as "m".
const LOOKALIKES: [RegExp, string][] = [
  [/0/g, 'o'],
  [/3/g, 'e'],
  [/4/g, 'a'],
  [/5/g, 's'],
  [/7/g, 't'],
  [/rn/g, 'm'],
]

/**
 * True when the slug reads as the product or a payment: one of those words anywhere in it, or starting with
 * "mela" (inside a slug, "mela" is a fair: "boi-mela-2026" is an organizer's own).
 */
export function impersonatesProduct(slug: string): boolean {
  let plain = slug.toLowerCase().replace(/-/g, '')
  for (const [pattern, letter] of LOOKALIKES) plain = plain.replace(pattern, letter)
  return [plain.replace(/1/g, 'i'), plain.replace(/1/g, 'l')].some(
    (read) => read.startsWith('mela') || PRODUCT_WORDS.some((word) => read.includes(word)),
  )
}

const HTTP_URL = /^https?:$/

/** True for an absolute http(s) address with a host and nothing a browser would read differently. */
export function isLinkableUrl(value: string): boolean {
  // Whitespace or control characters would be dropped or changed by a browser: the link would lead elsewhere.
  if (/[\s\p{Cc}]/u.test(value)) return false
  try {
    const parsed = new URL(value)
    return HTTP_URL.test(parsed.protocol) && parsed.hostname !== '' && !parsed.username && !parsed.password
  } catch {
    return false
  }
}

/** POST /short-url: the long address and, optionally, the slug wanted (blank: a random one). */
export const ShortLinkInput = z.object({
  URL: requiredText(
    maxLength(SHORT_LINK_URL_MAX),
    z.refine<string>(isLinkableUrl, { error: said('URL'), abort: true }),
  ),
  Slug: blankAsMissing(
    requiredText(
      minLength(SLUG_MIN),
      maxLength(SLUG_MAX),
      z.regex(SLUG_PATTERN, { error: said('SHORT_LINK_CHARACTERS') }),
      z.refine<string>((slug) => !isReservedSlug(slug), { error: said('SHORT_LINK_RESERVED') }),
    ),
  ),
})
export type ShortLinkInput = z.infer<typeof ShortLinkInput>

/** A short link of mine, with every click it has had. */
export const ShortLink = z.object({
  Slug: z.string(),
  ShortURL: z.string(),
  URL: z.string(),
  Clicks: z.number().int(),
  CreatedAt: z.string(),
})
export type ShortLink = z.infer<typeof ShortLink>

export const ShortLinkPage = Paged(ShortLink)
export type ShortLinkPage = z.infer<typeof ShortLinkPage>

export const ShortLinkQuery = PageQuery
export type ShortLinkQuery = z.infer<typeof ShortLinkQuery>

/** Path of the redirect, on the site's own host. */
export const shortLinkPath = (slug: string) => `/s/${encodeURIComponent(slug)}`
