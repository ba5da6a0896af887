import { z } from 'zod'
import { PASSWORD_MIN } from './constants.ts'
import { said } from './error-codes.ts'
import { crossField, isBlank, minLength, requiredError } from './validation.ts'

/** A new password (product §5): at least 8 characters with a lowercase, an uppercase letter and a digit. Not trimmed. */
export const passwordStrength = z
  .string({ error: requiredError })
  .check(
    z.minLength(1, { error: said('REQUIRED'), abort: true }),
    minLength(PASSWORD_MIN),
    z.regex(/[a-z]/, { error: said('PASSWORD_LOWERCASE') }),
    z.regex(/[A-Z]/, { error: said('PASSWORD_UPPERCASE') }),
    z.regex(/[0-9]/, { error: said('PASSWORD_DIGIT') }),
  )

// Object check: the new password `field` must differ from `currentField` when both are given.
export function newPasswordDiffers<T extends Record<string, unknown>>(
  field: keyof T & string = 'Password',
  currentField: keyof T & string = 'CurrentPassword',
) {
  return crossField<T>((data, ctx) => {
    if (isBlank(data[field]) || data[field] !== data[currentField]) return
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: said('PASSWORD_SAME_AS_CURRENT'),
      input: data[field],
    })
  })
}
