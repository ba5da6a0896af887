import type { ErrorCode } from '@mela/shared/error-codes'
import type { FormField } from '@mela/shared/event'
import { isBangladeshPhone } from '@mela/shared/phone'
import { isEmail } from '@mela/shared/validation'
import { FieldErrors } from '../../lib/errors.ts'

type Answers = Record<string, string | boolean>

/** Checks a buyer's answers against the event's questions; keeps only answers to known questions. */
export function checkAnswers(fields: FormField[], answers: Answers): Answers {
  const errors: Record<string, ErrorCode> = {}
  const kept: Answers = {}
  for (const field of fields) {
    const value = answers[field.ID]
    const key = `Answers.${field.ID}`
    const blank = value === undefined || value === '' || (field.Type === 'checkbox' && value !== true)
    if (blank) {
      if (field.Required) errors[key] = 'REQUIRED'
      continue
    }
    const text = String(value).trim()
    if (field.Type === 'email' && !isEmail(text)) errors[key] = 'EMAIL'
    else if (field.Type === 'phone' && !isBangladeshPhone(text)) errors[key] = 'INVALID_PHONE'
    else if (field.Type === 'select' && !field.Options.includes(text)) errors[key] = 'CHOOSE_AN_OPTION'
    kept[field.ID] = field.Type === 'checkbox' ? true : text
  }
  if (Object.keys(errors).length > 0) throw FieldErrors(errors)
  return kept
}
