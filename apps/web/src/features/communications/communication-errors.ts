import { notifications } from '@mantine/notifications'
import { NOTIFICATION_TIMEOUT } from '@mela/shared/constants'
import { codeOfText, type ErrorCode, isErrorCode } from '@mela/shared/error-codes'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { errorMessageOf, notifyError } from '../../lib/notify.ts'

// This feature's own refusals, by code, in its own words.
const KNOWN: Partial<
  Record<ErrorCode, 'errors.cap' | 'errors.links' | 'errors.noRecipients' | 'errors.noOwnAddress'>
> = {
  COMMUNICATION_CAP: 'errors.cap',
  LINKS_NEED_VERIFICATION: 'errors.links',
  NO_RECIPIENTS: 'errors.noRecipients',
  NO_OWN_ADDRESS: 'errors.noOwnAddress',
}

/** The server's words for this feature's own refusals in the reader's language; other errors as the app shows them. */
export function communicationErrorText(t: TFunction<'communications'>, error: unknown): string {
  const known = knownKey(error)
  return known ? t(known) : errorMessageOf(error)
}

const knownKey = (error: unknown) =>
  error instanceof ApiError && isErrorCode(error.code) ? KNOWN[error.code] : undefined

/** A refused send: field errors beside the form's fields, this feature's refusals in its words, others as usual. */
export function notifyCommunicationError(t: TFunction<'communications'>, error: unknown) {
  const known = knownKey(error)
  if (!known) return notifyError(error)
  notifications.show({ color: 'red', message: t(known), autoClose: NOTIFICATION_TIMEOUT })
}

/** A field error in the reader's language when it is this feature's own (links), else as given. */
export function fieldErrorText(t: TFunction<'communications'>, error: ReactNode): ReactNode {
  const code = typeof error === 'string' ? codeOfText(error)?.code : undefined
  const known = code && KNOWN[code]
  return known ? t(known) : error
}
