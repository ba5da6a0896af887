import { ENDS_BEFORE_START, SELECT_NEEDS_OPTIONS, VENUE_OR_ONLINE } from '@mela/shared/event'
import { ApiError } from '../../lib/api-error.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { translateMessage } from '../../lib/message-translation.ts'
import { notifyError } from '../../lib/notify.ts'
import { i18n } from './locales/translation.ts'

type MessageKey = keyof typeof import('./locales/en.json')['messages']

// The schemas and the API speak English; answers carry no code, so the words are the key.
const MESSAGES: Record<string, MessageKey> = {
  [ENDS_BEFORE_START]: 'endsBeforeStart',
  [VENUE_OR_ONLINE]: 'venueOrOnline',
  [SELECT_NEEDS_OPTIONS]: 'selectNeedsOptions',
  // Words only the API writes (apps/api events module); kept in step with it by hand.
  'Event not found': 'eventNotFound',
  'This event has sales and cannot be deleted. Unpublish it instead.': 'eventHasSales',
}

/** A validation or server message in the interface language: the event screens' first, then the shell's. */
export function translateEventMessage(message: string): string {
  const key = MESSAGES[message]
  return key ? i18n.t(`events:messages.${key}`) : translateMessage(message)
}

/** The generic error handler (a 403 included), with the event screens' messages translated. */
export function notifyEventError(error: unknown) {
  if (error instanceof ApiError && !error.messageKey && MESSAGES[error.message]) {
    return notifyError(new ApiError(error.status, translateEventMessage(error.message), error.requestId))
  }
  notifyError(error)
}

/** SPEC §8 for the event forms: field errors beside the fields (translated as shown), the rest notified. */
export function showEventFormErrors(form: Parameters<typeof showFormErrors>[0], error: unknown) {
  if (error instanceof ApiError && error.fieldErrors) return showFormErrors(form, error)
  notifyEventError(error)
}
