import { fillText } from './texts.ts'

/**
 * The one catalog of error (and notice) codes: each code with the product’s English words, `{name}` marking a
 * parameter. The API words its messages from here and sends the code (and the parameters) with them; the
 * web translates the code (locale key `errors.<CODE>`, same parameters) and shows the server's message only
 * for a code it does not know. One text, one code: a test checks that no two codes share words.
 */
export const ERROR_TEXTS = {
  // product §5 field checks
  REQUIRED: 'Value is required',
  REQUIRED_IF: 'The value is required',
  ALPHANUMERIC: 'The value must be alpha-numeric',
  NUMERIC: 'Value must be numeric',
  INTEGER: 'Value is not an integer',
  EMAIL: 'Value is not a valid email address',
  URL: 'The value is not a valid URL address',
  MAX_LENGTH: 'The maximum length allowed is {max}',
  MIN_LENGTH: 'This field should be at least {min} characters long',
  MIN_VALUE: 'The minimum value allowed is {min}',
  MAX_VALUE: 'The maximum value allowed is {max}',
  EQUAL_TO: 'The value must be equal to the {name} value',
  ANY_OF: 'The value does not match any of the provided validators',
  FORBIDDEN_CHARACTER: 'The value contains a character that is not allowed',
  INVALID_ID: 'The value is not a valid ID',
  TWO_DECIMALS: 'The value can have at most 2 decimal places',
  INVALID_PHONE: 'Value is not a valid phone number: write it as 01XXXXXXXXX',
  INVALID_CONTACT: 'Value is not a valid email address or phone number',
  CHOOSE_AN_OPTION: 'Choose one of the options',

  // Requests in general (product §8)
  NOT_FOUND: 'Not Found',
  UNAUTHORIZED: 'You are not authorized to do this',
  UNAUTHORIZED_TO_SEE: 'You are not authorized to see this',
  FORBIDDEN: 'You are not allowed to do this',
  GUEST_NOT_ALLOWED: 'Sign up or sign in with your own account to do this',
  INTERNAL: 'Something Went Wrong',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  SERVICE_UNAVAILABLE: 'Service unavailable. Please try again later.',
  VALIDATION: 'Validation failed',
  OUT_OF_RANGE: 'A value in the request is out of range',
  INVALID_JSON: 'The request body is not valid JSON',
  EMPTY_BODY: 'The request body is empty',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  LENGTH_MISMATCH: 'The request length does not match its content',
  INVALID_TRANSFORMATION: 'Invalid transformation {part}',

  // Accounts and sign-in
  USERNAME_CHARACTERS: 'Username can only contain letters, numbers, dots, underscores and hyphens',
  OTP_FORMAT: 'The code must be 6 digits',
  PASSWORD_LOWERCASE: 'Password must contain at least one lowercase letter',
  PASSWORD_UPPERCASE: 'Password must contain at least one uppercase letter',
  PASSWORD_DIGIT: 'Password must contain at least one digit',
  PASSWORD_SAME_AS_CURRENT: 'New password can not be same as current password',
  BAD_CREDENTIALS: 'The username or password is wrong',
  WRONG_PASSWORD: 'The current password is wrong',
  INVALID_TOKEN: 'This link or code is invalid or has expired',
  WRONG_CODE: 'The code is wrong or has expired',
  OTP_EXHAUSTED: 'Too many wrong codes. Please ask for a new one.',
  USERNAME_TAKEN: 'This username is already taken',
  USERNAME_RESERVED: 'This username is reserved',
  EMAIL_TAKEN: 'This email address is already registered',
  ACCOUNT_EXISTS: 'This account already exists',
  BANNED: 'This account is blocked',
  FACEBOOK_NO_EMAIL:
    'We could not get your email address from Facebook. Please use Google login or register using the form below.',
  FACEBOOK_SIGN_IN_FAILED: 'Facebook sign-in failed. Please try again.',
  GOOGLE_SIGN_IN_FAILED: 'Google sign-in failed. Please try again.',
  RESET_EMAIL_SENT: 'If you have an account with us, you will receive an email soon.',
  RESET_EMAIL_FAILED: 'Failed to send password reset email',
  RESET_PHONE_SENT: 'If an account has this phone number, a code is on its way.',
  VERIFICATION_SENT: 'We sent you a new confirmation link.',
  TICKET_LINKS_SENT:
    'If this number bought tickets without an account, their links are on their way to it by SMS.',

  // Organizations
  FEED_URL_CHARACTERS: 'URL can only contain alphabets and numbers',
  FACEBOOK_URL: 'Please enter a valid Facebook URL',
  ACCOUNT_NUMBER_CHARACTERS: 'Account number can only contain letters, digits, spaces and hyphens',
  FEED_URL_TAKEN: 'This URL is already taken',
  ORGANIZATION_NOT_FOUND: 'Organization not found',
  ORGANIZER_ALREADY_ADDED: 'Organizer Already Added',
  NO_SUCH_USER: 'No user has this username or email address',
  NOT_IN_TEAM: 'This person is not in the organization',
  OWNER_STAYS: 'The owner cannot be removed',
  OWNER_ROLE: "The owner's role cannot be changed",
  OWNER_ONLY: 'Only the owner can switch custom roles on or off',
  UNKNOWN_ROLE: 'This role does not exist in this organization',
  UNKNOWN_ROLE_NAMED: 'Unknown role: {role}',
  ROLE_NOT_FOUND: 'Role not found',
  ROLE_EXISTS: 'This role already exists',
  ROLE_IN_USE: 'Organizers still hold this role. Give them another role first.',
  CUSTOM_ROLES_OFF: 'Turn on custom roles for this organization first',
  PERFORMER_NOT_FOUND: 'Performer not found',

  // Events
  EVENT_NOT_FOUND: 'Event not found',
  ENDS_BEFORE_START: 'The end must be after the start',
  VENUE_OR_ONLINE: 'Give a venue, or mark the event as online',
  SELECT_NEEDS_OPTIONS: 'A select question needs at least one option',
  QUESTION_ID_TWICE: 'Each question needs its own ID',
  UNKNOWN_PERFORMER: 'Choose performers of this organization',
  EVENT_HAS_SALES: 'This event has sales and cannot be deleted. Unpublish it instead.',
  EVENT_HAS_PURCHASE:
    'This event has {count} unfinished or ended purchase (waiting for payment, expired or cancelled) and cannot be deleted. Unpublish it instead.',
  EVENT_HAS_PURCHASES:
    'This event has {count} unfinished or ended purchases (waiting for payment, expired or cancelled) and cannot be deleted. Unpublish it instead.',

  // Tickets, bundles, discounts, collectibles
  NAME_LETTERS_ONLY: 'Name can only contain letters, spaces, and fullstops',
  AMOUNT_POSITIVE: 'Amount must be greater than zero',
  PERCENTAGE_TOO_HIGH: 'Percentage must be less than or equal to 100',
  MAX_USES_DECREASED: 'Maximum uses cannot be decreased',
  EXPIRY_IN_PAST: 'Expiry date must be in the future',
  EXPIRY_FROZEN: 'The expiry has passed and can no longer change',
  FREE_TICKET_NOT_DISCOUNTABLE: 'Free tickets cannot have a discount',
  CAPACITY_DECREASED: 'Capacity cannot be decreased',
  CHOOSE_A_TICKET: 'Choose at least one ticket',
  CODE_TAKEN: 'This code is already used for this event',
  TICKET_NOT_OF_EVENT: 'Choose tickets of this event',
  TICKET_CHOSEN_TWICE: 'Each ticket can be chosen once',
  COLLECTIBLE_NOT_OF_EVENT: 'Choose collectibles of this event',
  COLLECTIBLES_NOT_ALLOWED: 'You cannot choose collectibles for this event',
  COLLECTIBLES_DISABLED: 'Collectibles are not enabled for this organization',
  COLLECTIBLE_IN_USE: 'A ticket includes this collectible, so it cannot be deleted',
  DISCOUNT_USED: 'This discount has been used and cannot be deleted',
  BUNDLE_HAS_SALES: 'This bundle has been bought, so it cannot be deleted',
  TICKET_HAS_SALES: 'This ticket has been ordered, so it cannot be deleted',
  TICKET_IN_USED_DISCOUNT: 'This ticket is in a discount that has been used, so it cannot be deleted',
  TICKET_IN_SOLD_BUNDLE: 'This ticket is in a bundle that has been bought, so it cannot be deleted',
  TICKET_NOT_FOUND: 'Ticket not found',
  BUNDLE_NOT_FOUND: 'Bundle not found',
  DISCOUNT_NOT_FOUND: 'Discount not found',
  COLLECTIBLE_NOT_FOUND: 'Collectible not found',

  // Checkout and check-in
  SOLD_OUT: 'Sold out',
  ONLY_LEFT: 'Only {left} left of {ticket}',
  SEATS_IN_CARTS: "All seats are in other buyers' carts; try again in {minutes} minutes",
  WAITLIST_CLOSED: 'This ticket has no waiting list',
  WAITLIST_NOT_SOLD_OUT: 'Seats are still on sale: buy one instead of waiting',
  WAITLIST_ALREADY_JOINED:
    'This phone or e-mail is already on the waiting list; the link to leave it was sent there',
  OFFER_ENDED: 'This offer has ended; the seat went to the next person waiting',
  TRANSFER_NOT_ALLOWED: 'This ticket cannot be passed on',
  TRANSFER_CLOSED: 'Tickets of this event can no longer be passed on',
  TRANSFER_TO_SELF: 'This ticket is already yours',
  CANCEL_NOT_ALLOWED: 'This purchase cannot be cancelled',
  CANCEL_AFTER_CHECK_IN: 'You cannot cancel: a ticket of this order was let in',
  CANCEL_AFTER_TRANSFER: 'You cannot cancel: a ticket of this order was passed on',
  CANCEL_CLOSED: 'Purchases of this event can no longer be cancelled',
  DEADLINE_AFTER_EVENT: 'The deadline must be before the event ends',
  OVER_LIMIT: 'You can buy at most {limit} of {ticket}',
  HOLD_CAP:
    'You can hold at most {cap} tickets of this event at once. Finish or cancel your other order first.',
  NOT_ON_SALE: 'This event is not on sale',
  ITEM_NOT_ON_SALE: 'This ticket is not on sale for this event',
  CODE_UNKNOWN: 'This discount code is not valid',
  CODE_EXPIRED: 'This discount code has expired',
  CODE_NOT_APPLICABLE: 'This code does not apply to the chosen tickets',
  CODE_NEEDS_MORE: 'This code needs at least {min} tickets',
  CODE_USED_UP: 'This discount code has been used up',
  NOT_FREE: 'This order is not free',
  PHONE_CODE_NEEDED:
    'This number is already holding seats. We sent it a 6-digit code by SMS: type it to hold more.',
  BUSY: 'Many people are buying right now. Please try again in a moment.',
  PAYMENT_UNAVAILABLE: 'bKash is not answering right now. Please try again in a moment.',
  PAYMENT_NOT_SET_UP: 'bKash payments are not set up on this server yet. Please try again later.',
  PAYMENT_CANCELLED: 'The payment was cancelled',
  PAYMENT_FAILED: 'The payment did not go through',
  GATEWAY_UNAVAILABLE: 'The payment gateway is not answering right now. Please try again in a moment.',
  GATEWAY_NOT_SET_UP: 'Payments by {method} are not set up on this server yet. Please choose bKash.',
  PAYMENT_CHANNEL_NOT_ACCEPTED: 'This event does not accept this way of paying: choose another one',
  CHOOSE_A_PAYMENT_METHOD: 'Choose at least one way of paying',
  IPN_SIGNATURE: 'The payment notification is not signed by the gateway',
  PAYMENT_IN_REVIEW: 'The payment is being checked: the tickets come once it is cleared',
  NOT_IN_REVIEW: 'This payment is not waiting for a review',
  REVIEW_REFUSED: 'The payment was refused after review and is refunded',
  NOT_PAYABLE: 'This order is no longer waiting for payment: its seats were released or it is already paid',
  SECOND_PAYMENT_REFUNDED: 'This purchase was already paid, so the second payment is being refunded',
  WRONG_PAYMENT: 'This payment does not belong to this purchase',
  CANCELLED_BY_BUYER: 'Cancelled by the buyer',
  NOT_PENDING: 'Only a purchase waiting for payment can be cancelled',
  LATE_PAYMENT_REFUNDED:
    'Your payment arrived after the hold ended and the seats were gone, so it is being refunded.',
  PURCHASE_NOT_FOUND: 'Purchase not found',
  NOT_A_TICKET: 'This code is not a valid ticket',
  NOT_PAID: 'This ticket is not paid',
  ALREADY_CHECKED_IN: 'Already checked in at {time}',
  TICKET_REFUNDED: 'This ticket was refunded',
  TICKET_BEING_REFUNDED: 'This ticket is being refunded',
  TICKET_TRANSFERRED: 'Transferred to another holder — ask for the new code',
  SEAT_NOT_SOLD: 'A ticket of this purchase was checked in, passed on or is being refunded',
  CASH_SHORT: 'The cash received is less than the total: take the rest before selling',
  SALE_IN_CLOSED_DRAWER: 'This sale was counted in a closed cash drawer, so it cannot be voided',
  TICKET_NOT_FOR_EVENT: 'This ticket is not for this event',
  COLLECTIBLE_NOT_ON_TICKET: 'This collectible is not on this ticket',
  ALREADY_REDEEMED: 'Already redeemed at {time}',
  REDEEM_NEEDS_PUBLISHED: 'Collectibles can be redeemed once the event is published',
  CASH_SELL_OFF: 'Cash sales are switched off for this event',
  NOTHING_TO_CLOSE: 'You have no cash sales to close',
  NOT_PAID_CASH: 'Only a paid cash sale can be voided',
  ALREADY_AT_THE_DOOR: 'A ticket of this sale has already been checked in',
  BAD_CURSOR: 'This cursor is not valid: download the list again',

  // Money out: claims and refunds
  OVER_AVAILABLE: 'You can claim at most {amount}',
  BANK_ACCOUNT_NOT_FOUND: 'Choose a bank account of this organization',
  CLAIM_NOT_FOUND: 'Claim not found',
  CLAIM_STATE: 'A {status} claim cannot be {action}',
  REFUND_NOT_ALLOWED: 'Only a paid bKash purchase can be refunded',
  ITEM_NOT_OF_PURCHASE: 'Choose tickets of this purchase',
  NOTHING_TO_REFUND: 'These tickets are already refunded',
  REFUND_IN_PROGRESS: 'A refund of this purchase is under way. Please try again in a moment.',
  REFUND_REFUSED: 'bKash refused the refund: {reason}',
  REFUND_UNCONFIRMED: 'bKash did not confirm the refund. Please try again in a moment.',
  REFUND_AFTER_CHECK_IN: 'This ticket was checked in at the door, so it cannot be refunded',
  REFUND_OVER_BALANCE:
    "The organizer's balance has already been paid out; a refund of {amount} needs Mela's support",

  // Records looked up by ID
  USER_NOT_FOUND: 'User not found',
  BANK_ACCOUNT_MISSING: 'Bank account not found',
  SALE_ID_TAKEN: 'This sale ID is taken',
  GUEST_QUOTA: 'Seats this link may still add: {left}',
  GUEST_ID_TAKEN: 'This guest ID is taken',
  MESSAGE_NOT_FOUND: 'Message not found',
  SALE_NOT_FOUND: 'Sale not found',
  GUEST_NOT_FOUND: 'Guest not found',
  GUEST_LINK_NOT_FOUND: 'Guest list link not found',
  GUEST_LINK_GONE: 'This guest list link is no longer valid',
  GUEST_CHECKED_IN: 'This guest has already checked in, so they cannot be removed',
  GUEST_TICKET_NEEDED: 'Choose the ticket this guest comes in on',

  // Messages to buyers
  COMMUNICATION_CAP: 'Your organization has sent as many messages as it may today. Try again tomorrow.',
  LINKS_NEED_VERIFICATION: 'Only verified organizations can put links in messages',
  NO_RECIPIENTS: 'No buyers match these choices',
  NO_OWN_ADDRESS: 'Add this address to your profile to send yourself a test',

  // Moderation
  CANNOT_BAN_SUPERUSER: 'The superuser cannot be banned',

  // Short links
  SHORT_LINK_TAKEN: 'This short link is taken',
  SHORT_LINK_RESERVED: 'This short link is reserved',
  SHORT_LINK_CHARACTERS: 'A short link can only contain letters, digits and dashes',
  SHORT_LINK_LOOP: 'A short link cannot lead to another short link',
  SHORT_LINK_NOT_FOUND: 'Short link not found',

  // Follows
  FOLLOW_ONE: 'Follow an organization or a performer, one at a time',

  // Reserved seating
  SEAT_TAKEN: 'These seats were just taken: {seats}',
  SEAT_NOT_FOUND: 'This seat is not on the plan: {seats}',
  SEATS_NOT_TOGETHER: 'No {quantity} seats side by side are left in this category',
  SEATS_TO_PICK: 'Choose your seats on the plan for {name}',
  PRICE_CHANGED: 'A price changed while you were buying. Please check your order and try again.',
  SEATING_PLAN_MISSING:
    'This event is sold by seat: draw its seating plan (or use a saved venue) before publishing',
  SEATING_LOCKED: 'Seats that are held or sold cannot be moved or removed: {seats}',
  SEATING_TOO_BIG: 'A plan can hold at most 10,000 seats',
  SEATING_TOO_MANY_ROWS: 'A plan can hold at most 1,000 rows',
  SEATING_TOO_MANY_SECTIONS: 'A plan can hold at most 100 sections',
  SEAT_ID_TWICE: 'A seat can be on the plan only once: {seats}',
  ROW_ID_TWICE: 'A row can be on the plan only once: {rows}',
  SECTION_ID_TWICE: 'A section can be on the plan only once: {sections}',
  SEATED_CAPACITY:
    "A seated ticket's capacity is its seats on the plan: add or block seats in the seating plan",
  TICKET_HAS_SEATS: 'This ticket has seats on the seating plan: move them to another ticket first',

  // On-sale queue
  QUEUE_REQUIRED: 'Join the queue for this event to buy tickets',
  QUEUE_OFF: 'This event has no queue',
  QUEUE_TOO_MANY:
    'Too many places in this queue were taken from your network. Please try again in a few seconds.',
} as const

export type ErrorCode = keyof typeof ERROR_TEXTS
export type ErrorParams = Record<string, string | number>
/** A code with the values of its text's `{name}` parameters. */
export type Coded = { code: ErrorCode; params?: ErrorParams }

export const ERROR_CODES = Object.keys(ERROR_TEXTS) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value)
}

/** The `{name}` parameters a text uses, in order of appearance. */
export function placeholdersOf(text: string, pattern = /\{(\w+)\}/g): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] as string)
}

/** A code's English words with its parameters filled in (a missing one is left as `{name}`). */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  return fillText(ERROR_TEXTS[code], params)
}

// The words → code of every fixed text, and of every parameterised one a shared validator built at
// definition time (said('MAX_LENGTH', { max: 50 })…). Zod keeps only a message on an issue, so this is how an
// issue's message finds its code again. Runtime errors never go through it: they carry their code.
const coded = new Map<string, Coded>()
for (const code of ERROR_CODES) {
  if (placeholdersOf(ERROR_TEXTS[code]).length === 0) coded.set(ERROR_TEXTS[code], { code })
}

/**
 * The words of a code, remembered so that the words lead back to the code and parameters: for the
 * messages schemas are built with (a bounded set, made when a module loads), not for per-request texts.
 */
export function said(code: ErrorCode, params?: ErrorParams): string {
  const text = errorText(code, params)
  if (!coded.has(text)) coded.set(text, params ? { code, params } : { code })
  return text
}

/** The code (and parameters) of words made by the catalog, or undefined for any other text. */
export function codeOfText(text: string): Coded | undefined {
  return coded.get(text)
}
