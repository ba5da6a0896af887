// product §2's screens as path patterns, for the server: a path matching none is the not-found page, answered
// with HTTP 404 (the web app's router, apps/web/src/app/router.tsx, holds the same table for the browser).
const ID = '[^/]+'

export const PAGE_PATTERNS: readonly RegExp[] = [
  '',
  'tickets',
  'feed',
  'feed/past',
  `feed/${ID}`,
  'me',
  'url-shortener',
  `(?:performer|artist)/${ID}`,
  `performer/organization/${ID}`,
  `performer/${ID}/update`,
  `event/(?:create|edit)(?:/${ID}(?:/(?:metadata|ticket|form))?)?`,
  `(?:event/view|e)/${ID}`,
  `bn/e/${ID}`,
  'following',
  'organization',
  `organization/${ID}/role`,
  'organization/event',
  `organization/event/${ID}(?:/[a-z]+)?`,
  `guests/${ID}`,
  `purchase/item/verify/${ID}`,
  `door/${ID}`,
  `purchase/view/${ID}`,
  `purchase/create/event/${ID}`,
  `cash-sell-info/${ID}`,
  `purchase/bkash/finalize/${ID}`,
  'claims',
  'communications',
  'sales-analytics',
  'verify-email',
  'reset-password',
  'login',
  'superuser(?:/[a-z-]+)?',
  'faq',
  'support',
  'user-agreement',
  'privacy-policy',
].map((pattern) => new RegExp(`^/${pattern}/?$`))

/** True when the path (without query or hash) names one of product §2's screens. */
export const isPagePath = (path: string) => PAGE_PATTERNS.some((pattern) => pattern.test(path))
