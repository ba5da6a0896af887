import { z } from 'zod'
import { said } from './error-codes.ts'
import { isBangladeshPhone, normalizePhone } from './phone.ts'
import { isEmail, requiredText } from './validation.ts'

export type ContactKind = 'email' | 'phone'

// Which channel a reset identifier names, or undefined when it is neither an e-mail nor a Bangladesh mobile.
export function contactKind(value: string): ContactKind | undefined {
  if (isEmail(value)) return 'email'
  if (isBangladeshPhone(value)) return 'phone'
  return undefined
}

/** The password-reset identifier: an e-mail (kept as typed) or a phone (stored form +8801XXXXXXXXX). */
export const contactIdentifier = requiredText(
  z.refine((value: string) => contactKind(value) !== undefined, {
    error: said('INVALID_CONTACT'),
    abort: true,
  }),
  z.overwrite((value: string) => (contactKind(value) === 'phone' ? normalizePhone(value) : value)),
)
