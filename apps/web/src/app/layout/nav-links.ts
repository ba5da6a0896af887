import type { ParseKeys } from 'i18next'

/** The top bar's page links (product §1); Events opens the feed of verified organizations. */
export const NAV_LINKS: { to: string; labelKey: ParseKeys }[] = [
  { to: '/feed?Verified=1', labelKey: 'nav.events' },
  { to: '/support', labelKey: 'nav.support' },
  { to: '/faq', labelKey: 'nav.faq' },
]
