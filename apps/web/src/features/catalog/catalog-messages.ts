import {
  AMOUNT_POSITIVE,
  BUNDLE_NEEDS_TICKETS,
  CAPACITY_DECREASED,
  CODE_TAKEN,
  COLLECTIBLE_NOT_OF_EVENT,
  COLLECTIBLES_DISABLED,
  COLLECTIBLES_NOT_ALLOWED,
  EXPIRY_FROZEN,
  EXPIRY_IN_PAST,
  FREE_TICKET_NOT_DISCOUNTABLE,
  MAX_USES_DECREASED,
  PERCENTAGE_TOO_HIGH,
  TICKET_CHOSEN_TWICE,
  TICKET_NOT_OF_EVENT,
} from '@mela/shared/catalog'
import { TWO_DECIMALS_MESSAGE } from '@mela/shared/money'
import { ApiError } from '../../lib/api-error.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { translateMessage } from '../../lib/message-translation.ts'
import { notifyError } from '../../lib/notify.ts'
import { i18n } from './locales/translation.ts'

type MessageKey = keyof typeof import('./locales/en.json')['messages']

// The schemas and the API speak English; answers carry no code, so the words are the key.
const MESSAGES: Record<string, MessageKey> = {
  [AMOUNT_POSITIVE]: 'amountPositive',
  [PERCENTAGE_TOO_HIGH]: 'percentageTooHigh',
  [MAX_USES_DECREASED]: 'maxUsesDecreased',
  [EXPIRY_IN_PAST]: 'expiryInPast',
  [EXPIRY_FROZEN]: 'expiryFrozen',
  [FREE_TICKET_NOT_DISCOUNTABLE]: 'freeTicket',
  [CAPACITY_DECREASED]: 'capacityDecreased',
  [BUNDLE_NEEDS_TICKETS]: 'bundleNeedsTickets',
  [CODE_TAKEN]: 'codeTaken',
  [TICKET_NOT_OF_EVENT]: 'ticketNotOfEvent',
  [TICKET_CHOSEN_TWICE]: 'ticketChosenTwice',
  [COLLECTIBLE_NOT_OF_EVENT]: 'collectibleNotOfEvent',
  [COLLECTIBLES_NOT_ALLOWED]: 'collectiblesNotAllowed',
  [COLLECTIBLES_DISABLED]: 'collectiblesDisabled',
  [TWO_DECIMALS_MESSAGE]: 'twoDecimals',
}

/** A validation or server message in the interface language: ours first, then the shell's. */
export function translateCatalogMessage(message: string): string {
  const key = MESSAGES[message]
  return key ? i18n.t(`catalog:messages.${key}`) : translateMessage(message)
}

type FormLike = Parameters<typeof showFormErrors>[0]

/** SPEC §8: field errors beside the fields, other failures (translated when known) notified. */
export function showCatalogFormErrors(form: FormLike, error: unknown) {
  if (error instanceof ApiError && error.fieldErrors) return showFormErrors(form, error)
  if (error instanceof ApiError && !error.messageKey && MESSAGES[error.message]) {
    return notifyError(new ApiError(error.status, translateCatalogMessage(error.message), error.requestId))
  }
  notifyError(error)
}
