import { COLLECTIBLE_NOT_ON_TICKET, TICKET_NOT_FOR_EVENT, TICKET_NOT_VALID } from '@mela/shared/redemption'
import type { TFunction } from 'i18next'
import { ApiError } from '../../lib/api-error.ts'
import { errorMessageOf } from '../../lib/notify.ts'

// Field answers carry no code, only SPEC's words: these are the ones the redeem screen words itself.
const FIELD_TEXTS = {
  [TICKET_NOT_VALID]: 'errors.notValid',
  [TICKET_NOT_FOR_EVENT]: 'errors.notForEvent',
  [COLLECTIBLE_NOT_ON_TICKET]: 'errors.notOnTicket',
} as const

/** What went wrong with a scan or a hand-over, in the viewer's language when we know the answer. */
export function redeemErrorOf(error: unknown, t: TFunction<'redeem'>): string {
  if (error instanceof ApiError && error.fieldErrors) {
    const text = error.fieldErrors.Code ?? error.fieldErrors.CollectibleID ?? ''
    if (text in FIELD_TEXTS) return t(FIELD_TEXTS[text as keyof typeof FIELD_TEXTS])
  }
  return errorMessageOf(error)
}

/** A second tap, or a second phone: the collectible was handed over already. */
export const isAlreadyRedeemed = (error: unknown) => error instanceof ApiError && error.status === 409
