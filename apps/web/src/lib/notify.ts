import { notifications } from '@mantine/notifications'
import { NOTIFICATION_TIMEOUT } from '@mela/shared/constants'
import { AnalyticsEvent, track } from './analytics.ts'
import { ApiError } from './api-error.ts'
import { translateError } from './error-text.ts'
import { i18n } from './i18n.ts'

// A screen reader says what the × does, in the reader's language.
const closeButton = () => ({ 'aria-label': i18n.t('errors.closeNotification') })

/** The message to show for any failure: translated by its code; a code the web does not know reads as sent. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    return translateError(error.code, error.params, error.message)
  }
  return i18n.t('errors.somethingWentWrong')
}

/** The generic error handler: a red notification that closes by itself (product §8). */
export function notifyError(error: unknown) {
  if (error instanceof ApiError)
    track(AnalyticsEvent.Error, { status: error.status, requestId: error.requestId })
  else track(AnalyticsEvent.Error, { message: error instanceof Error ? error.message : String(error) })
  notifications.show({
    color: 'red',
    title: i18n.t('errors.title'),
    message: errorMessageOf(error),
    autoClose: NOTIFICATION_TIMEOUT,
    closeButtonProps: closeButton(),
  })
}

/** A green confirmation, e.g. "Password reset successful". */
export function notifySuccess(message: string) {
  notifications.show({
    color: 'mela',
    message,
    autoClose: NOTIFICATION_TIMEOUT,
    closeButtonProps: closeButton(),
  })
}
