import { z } from 'zod'
import { toAsciiDigits } from './digits.ts'
import { said } from './error-codes.ts'
import { BANGLADESH_PHONE_PATTERN, normalizePhone } from './phone-format.ts'
import { requiredText } from './validation.ts'

export {
  BANGLADESH_PHONE_PATTERN,
  formatPhone,
  isBangladeshPhone,
  normalizePhone,
} from './phone-format.ts'

/** A required Bangladesh mobile number, parsed into its stored form +8801XXXXXXXXX. */
export const bangladeshPhone = requiredText(
  // Typed on a Bengali keyboard, ০১৭… is the same number.
  z.overwrite(toAsciiDigits),
  z.regex(BANGLADESH_PHONE_PATTERN, { error: said('INVALID_PHONE'), abort: true }),
  z.overwrite(normalizePhone),
)
