import { localizeDigits } from '@mela/shared/digits'
import { codeOfText, type ErrorParams, isErrorCode } from '@mela/shared/error-codes'
import { currentLanguage, i18n } from './i18n.ts'

// Parameters that name a form field: shown by the field's own name in the interface language.
const FIELD_NAME_PARAMS = new Set(['name'])

// Field names by their own name, numbers (seats left, minutes) in the interface language's digits.
function translatedParams(params: ErrorParams = {}) {
  const shown: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) {
    shown[name] =
      FIELD_NAME_PARAMS.has(name) && typeof value === 'string'
        ? i18n.t(`fieldNames.${value}`, { defaultValue: value })
        : typeof value === 'number'
          ? localizeDigits(String(value), currentLanguage())
          : value
  }
  return shown
}

/** A notice the API words by its code (the server's codedBody): shown through translateError. */
export type CodedMessage = { code?: string; message: string }

/**
 * An error code (and its parameters) in the interface language, from the `errors.<CODE>` keys; a code the
 * web does not know shows the server's `fallback` words as sent. The one way errors are translated.
 */
export function translateError(code: string | undefined, params: ErrorParams | undefined, fallback: string) {
  if (!isErrorCode(code)) return fallback
  return i18n.t(`errors.${code}`, { ...translatedParams(params), defaultValue: fallback })
}

/**
 * Words a form or the API keeps as text (a form error, a purchase's failure reason) by their code: words the
 * catalog made lead back to it; any other text is shown as it is.
 */
export function translateText(text: string): string {
  const coded = codeOfText(text)
  return coded ? translateError(coded.code, coded.params, text) : text
}
