import { PHONE_PREFIX } from './constants.ts'
import { toAsciiDigits } from './digits.ts'

// Reading and showing phone numbers, without zod: pages that only show or tidy a number need no schema.

/** Bangladesh mobile (product §5): optional +88 or 0088, then 01, an operator digit 3-9, 8 more digits. */
export const BANGLADESH_PHONE_PATTERN = /^(?:\+88|0088)?01[3-9]\d{8}$/

// True when `value`, ignoring surrounding whitespace, is a Bangladesh mobile number in any accepted form.
export function isBangladeshPhone(value: string): boolean {
  return BANGLADESH_PHONE_PATTERN.test(toAsciiDigits(value.trim()))
}

// The one stored form, +8801XXXXXXXXX; throws on anything that is not a Bangladesh mobile number.
export function normalizePhone(value: string): string {
  if (!isBangladeshPhone(value)) throw new TypeError(`Not a Bangladesh mobile number: ${value}`)
  return PHONE_PREFIX + toAsciiDigits(value.trim()).slice(-10)
}

// +880 and the last 10 digits for display (product §5); a value that is not a phone is shown as given.
export function formatPhone(value: string): string {
  return isBangladeshPhone(value) ? normalizePhone(value) : value
}
