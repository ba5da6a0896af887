import { NOTHING_CHOSEN, PHONE_CODE_SENT, PHONE_CODE_WRONG, SOLD_OUT } from '@mela/shared/purchase'
import type { ParseKeys } from 'i18next'
import { ApiError } from '../../lib/api-error.ts'
import { translateMessage } from '../../lib/message-translation.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { CHOOSE_AN_OPTION } from './answers-schema.ts'
import { i18n } from './locales/translation.ts'

type Key = ParseKeys<'checkout'>

// The checkout API's own words (apps/api checkout and catalog modules), kept in step by hand: the
// answers carry no code, so the English text is the key to its translation.
const FIXED: Record<string, Key> = {
  [SOLD_OUT]: 'messages.soldOut',
  [NOTHING_CHOSEN]: 'messages.nothingChosen',
  [CHOOSE_AN_OPTION]: 'messages.chooseOption',
  'This discount code is not valid': 'messages.codeUnknown',
  'This discount code has expired': 'messages.codeExpired',
  'This code does not apply to the chosen tickets': 'messages.codeNotApplicable',
  'This discount code has been used up': 'messages.codeUsedUp',
  'This event is not on sale': 'messages.notOnSale',
  'This ticket is not on sale for this event': 'messages.itemNotOnSale',
  'This order is not free': 'messages.notFree',
  'bKash is not answering right now. Please try again in a moment.': 'messages.bkashUnavailable',
  'Many people are buying right now. Please try again in a moment.': 'messages.busy',
  'The payment was cancelled': 'messages.paymentCancelled',
  'The payment did not go through': 'messages.paymentFailed',
  'This payment does not belong to this purchase': 'messages.wrongPayment',
  'Cancelled by the buyer': 'messages.cancelledByBuyer',
  'Only a purchase waiting for payment can be cancelled': 'messages.onlyPending',
  'Your payment arrived after the hold ended and the seats were gone, so it is being refunded.':
    'messages.lateRefund',
  'This code is not a valid ticket': 'messages.invalidCode',
  'This ticket is not paid': 'messages.notPaid',
  'Ticket not found': 'messages.ticketNotFound',
  'Purchase not found': 'messages.purchaseNotFound',
  [PHONE_CODE_SENT]: 'messages.phoneCodeSent',
  [PHONE_CODE_WRONG]: 'messages.phoneCodeWrong',
}

const PATTERNS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^Only (\d+) left of (.+)$/,
    ([, count, name]) => i18n.t('checkout:messages.onlyLeft', { n: Number(count), name }),
  ],
  [
    /^You can buy at most (\d+) of (.+)$/,
    ([, count, name]) => i18n.t('checkout:messages.atMost', { n: Number(count), name }),
  ],
  [
    /^You can hold at most (\d+) tickets/,
    ([, count]) => i18n.t('checkout:messages.holdCap', { n: Number(count) }),
  ],
  [
    /^This code needs at least (\d+) tickets$/,
    ([, count]) => i18n.t('checkout:messages.codeNeedsMore', { n: Number(count) }),
  ],
  [/^Already checked in at (.+)$/, ([, time]) => i18n.t('checkout:messages.alreadyCheckedIn', { time })],
]

/** A checkout message (server or form) in the interface language; unknown words are shown as sent. */
export function checkoutMessage(message: string): string {
  const key = FIXED[message]
  if (key) return i18n.t(key, { ns: 'checkout' })
  for (const [pattern, translate] of PATTERNS) {
    const match = message.match(pattern)
    if (match) return translate(match)
  }
  return translateMessage(message)
}

/** The words for any failure of a checkout call: its server message translated, else the shell's. */
export function checkoutErrorOf(error: unknown): string {
  if (error instanceof ApiError && !error.messageKey) return checkoutMessage(error.message)
  return errorMessageOf(error)
}
