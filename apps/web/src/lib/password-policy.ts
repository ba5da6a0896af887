import { RegisterInput } from '@mela/shared/identity'
import type { ZodObject } from 'zod'
import { readStored } from './storage.ts'

/** A localStorage flag (any value) that turns the password strength check off in forms (product §5). */
export const OMIT_PASSWORD_VALIDATION_KEY = 'omitPasswordValidation'

export function isPasswordValidationOmitted(): boolean {
  return readStored(OMIT_PASSWORD_VALIDATION_KEY) !== null
}

// "Required, taken as typed": the confirmation field already has exactly that rule.
const anyPassword = RegisterInput.shape.ConfirmPassword

/**
 * The schema a new-password form validates with: as given, or, with the flag set, with `Password`
 * only required. The API still applies its own rule; the flag only spares the form's check.
 */
export function withPasswordPolicy<T extends ZodObject>(
  schema: T,
  omitted = isPasswordValidationOmitted(),
): T {
  return omitted ? (schema.safeExtend({ Password: anyPassword }) as unknown as T) : schema
}
