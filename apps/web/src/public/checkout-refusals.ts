import type { Language } from '@mela/shared/constants'
import type { CheckoutData } from './checkout-data.ts'
import { digits, fill } from './checkout-dom.ts'

/** A refused call's body: a coded message, or a 400's field errors with their codes. */
export type Refusal = {
  message?: string
  code?: string
  params?: Record<string, string | number>
  $codes?: Record<string, { code: string; params?: Record<string, string | number> }>
} & Record<string, unknown>

/** Where a refusal's reasons go: beside fields, under the discount code, or in the alert above Pay. */
export type Sorted = { fields: Record<string, string>; code?: string; alert?: string }

/**
 * Refusals worded in the page's language as the app words them (its catalog's words for the code, the
 * numbers in the page's digits, a field by its own name); a code it has no words for shows the server's.
 */
export function refusalsOf(data: CheckoutData, language: Language) {
  const names = data.fieldNames as Record<string, string>
  const words = (code: string | undefined, params: Refusal['params'], fallback: string | undefined) => {
    const known = code ? data.refusals[code as keyof typeof data.refusals] : undefined
    if (!known) return fallback || data.texts.failed
    const shown: Record<string, string> = {}
    for (const [name, value] of Object.entries(params ?? {}))
      shown[name] =
        name === 'name' && typeof value === 'string'
          ? (names[value] ?? value)
          : typeof value === 'number'
            ? digits(value, language)
            : String(value)
    return fill(known, shown)
  }
  return {
    /** A code's words, for the checks the page makes itself. */
    word: (code: string) => words(code, undefined, undefined),
    sort(body: Refusal): Sorted {
      if (typeof body.message === 'string')
        return { fields: {}, alert: words(body.code, body.params, body.message) }
      const sorted: Sorted = { fields: {} }
      for (const [field, text] of Object.entries(body)) {
        if (typeof text !== 'string') continue
        const coded = body.$codes?.[field]
        const shown = words(coded?.code, coded?.params, text)
        if (field === 'DiscountCode') sorted.code = shown
        else sorted.fields[field] = shown
      }
      return sorted
    },
  }
}
