import { said } from '@mela/shared/error-codes'
import type { FormField } from '@mela/shared/event'
import { isBangladeshPhone } from '@mela/shared/phone'
import { email, maxLength, optionalText, requiredText } from '@mela/shared/validation'
import { z } from 'zod'

const ANSWER_MAX = 2000

const isOption = (field: FormField) => (value: string) => field.Options.includes(value)

function textOf(field: FormField) {
  const checks: z.core.$ZodCheck<string>[] = [maxLength(ANSWER_MAX)]
  if (field.Type === 'email') checks.push(email())
  if (field.Type === 'phone') checks.push(z.refine<string>(isBangladeshPhone, said('INVALID_PHONE')))
  if (field.Type === 'select') checks.push(z.refine<string>(isOption(field), said('CHOOSE_AN_OPTION')))
  return field.Required ? requiredText(...checks) : optionalText(...checks)
}

// A required checkbox is a consent: only a tick answers it.
const checkboxOf = (field: FormField) =>
  field.Required ? z.literal(true, { error: said('REQUIRED') }) : z.boolean().optional()

/** The same checks the API makes of the event's questions, so mistakes show before paying. */
export function answersSchema(fields: FormField[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [field.ID, field.Type === 'checkbox' ? checkboxOf(field) : textOf(field)]),
    ),
  )
}
