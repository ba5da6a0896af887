import type { ParseKeys } from 'i18next'

/**
 * The top bar's page links (product §1); Events opens the feed of verified organizations. For organizers leads
 * to one's organizations (a visitor signs in first): the organizer's pages were otherwise only in the avatar
 * menu, which people did not think of opening.
 */
export const NAV_LINKS: { to: string; labelKey: ParseKeys }[] = [
  { to: '/feed?Verified=1', labelKey: 'nav.events' },
  { to: '/organization', labelKey: 'nav.forOrganizers' },
  { to: '/support', labelKey: 'nav.support' },
  { to: '/faq', labelKey: 'nav.faq' },
]
