import { z } from 'zod'
import { PHONE_PREFIX } from './constants.ts'
import { toAsciiDigits } from './digits.ts'
import { ERROR_TEXTS } from './error-codes.ts'
import { requiredText } from './validation.ts'

/** Bangladesh mobile (SPEC §5): optional +88 or 0088, then 01, an operator digit 3-9, 8 more digits. */
export const BANGLADESH_PHONE_PATTERN = /^(?:\+88|0088)?01[3-9]\d{8}$/

export const INVALID_PHONE_MESSAGE = ERROR_TEXTS.INVALID_PHONE

// True when `value`, ignoring surrounding whitespace, is a Bangladesh mobile number in any accepted form.
export function isBangladeshPhone(value: string): boolean {
  return BANGLADESH_PHONE_PATTERN.test(toAsciiDigits(value.trim()))
}

// The one stored form, +8801XXXXXXXXX; throws on anything that is not a Bangladesh mobile number.
export function normalizePhone(value: string): string {
  if (!isBangladeshPhone(value)) throw new TypeError(`Not a Bangladesh mobile number: ${value}`)
  return PHONE_PREFIX + toAsciiDigits(value.trim()).slice(-10)
}

// +880 and the last 10 digits for display (SPEC §5); a value that is not a phone is shown as given.
export function formatPhone(value: string): string {
  return isBangladeshPhone(value) ? normalizePhone(value) : value
}

/** A required Bangladesh mobile number, parsed into its stored form +8801XXXXXXXXX. */
export const bangladeshPhone = requiredText(
  // Typed on a Bengali keyboard, ০১৭… is the same number.
  z.overwrite(toAsciiDigits),
  z.regex(BANGLADESH_PHONE_PATTERN, { error: INVALID_PHONE_MESSAGE, abort: true }),
  z.overwrite(normalizePhone),
)
