import { z } from 'zod'
import { toAsciiDigits } from './digits.ts'
import { ERROR_TEXTS } from './error-codes.ts'
import { BANGLADESH_PHONE_PATTERN, normalizePhone } from './phone-format.ts'
import { requiredText } from './validation.ts'

export {
  BANGLADESH_PHONE_PATTERN,
  formatPhone,
  isBangladeshPhone,
  normalizePhone,
} from './phone-format.ts'

export const INVALID_PHONE_MESSAGE = ERROR_TEXTS.INVALID_PHONE

/** A required Bangladesh mobile number, parsed into its stored form +8801XXXXXXXXX. */
export const bangladeshPhone = requiredText(
  // Typed on a Bengali keyboard, ০১৭… is the same number.
  z.overwrite(toAsciiDigits),
  z.regex(BANGLADESH_PHONE_PATTERN, { error: INVALID_PHONE_MESSAGE, abort: true }),
  z.overwrite(normalizePhone),
)
