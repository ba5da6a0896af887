// Business constants and limits of product §9, shared so the API and the web enforce the same numbers.

export const ORGANIZATION_NAME_MAX = 250
export const FEED_URL_MIN = 5
export const NOTE_MAX = 250
export const DISCOUNT_CODE_MAX = 16
export const PERCENTAGE_MAX = 100
export const CAPACITY_MIN = 1
export const LIMIT_PER_USER_MIN = 1
export const PRICE_MIN = 0
export const MAX_USES_MIN = 1
export const MIN_TICKETS_MIN = 0

// Upper bounds, so every number fits its database column (int4 counts, poisha in int4) with room to spare.
/** Seats of one ticket or bundle in one order. */
export const QUANTITY_MAX = 100
/** Taka: 1 crore, well inside an int4 of poisha. */
export const PRICE_MAX = 10_000_000
/** Capacity, LimitPerUser, MaxUses, MinTickets. */
export const COUNT_MAX = 1_000_000
/** The deepest page a list serves. */
export const PAGE_MAX = 10_000
/** Dates the product takes (events, expiries, filters). */
export const DATE_MIN = '2000-01-01T00:00:00Z'
export const DATE_MAX = '2100-12-31T23:59:59Z'

export const PASSWORD_MIN = 8
export const OTP_LENGTH = 6
export const PHONE_PREFIX = '+880'

/** How long a pending purchase keeps its tickets. */
export const HOLD_MINUTES_DEFAULT = 15
/** Dhaka (UTC+6) as JavaScript's getTimezoneOffset writes it; the sales report takes it in this form. */
export const REPORT_TIMEZONE_OFFSET = -360

export const IMAGE_ASPECT_DEFAULT = '16:9'
export const AVATAR_SIZE = 72
/** Requested larger than shown so the avatar stays sharp on dense screens. */
export const AVATAR_REQUEST_SIZE = 100

export const NOTIFICATION_TIMEOUT = 10_000
export const NOTIFICATION_SPACING = 55
export const SNACKBAR_TIMEOUT = 5000
export const DIALOG_MAX_WIDTH = 550
export const SIDEBAR_WIDTH = 400
export const SWIPE_THRESHOLD = 16
export const SCROLL_OFFSET = 92
export const MOBILE_BREAKPOINT = 'md'

export const DEFAULT_THEME = 'dark'
export const LANGUAGES = ['en', 'bn'] as const
export type Language = (typeof LANGUAGES)[number]

export const STORAGE_KEYS = {
  theme: 'selectedTheme',
  language: 'i18nextLng',
  agreement: 'agreementAccepted',
  user: 'user',
  authToken: 'authToken',
} as const

export const SUPERUSER_USERNAME = 'superuser'

// True for the superuser's username in any letter case; usernames are compared case-insensitively.
export function isSuperuser(username: string | null | undefined): boolean {
  return username?.toLowerCase() === SUPERUSER_USERNAME
}

export const PAGE_SIZE_MAX = 100

/**
 * The header an admitted buyer's queue pass travels in (packages/shared/src/queue.ts). Kept here, away from the
 * queue's zod schemas, so the checkout's first download does not carry zod for one string.
 */
export const QUEUE_PASS_HEADER = 'x-queue-pass'
