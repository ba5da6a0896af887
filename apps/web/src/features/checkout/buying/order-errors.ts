import { ApiError } from '../../../lib/api-error.ts'
import { fieldError } from '../../../lib/form-errors.ts'

/** Where a refused purchase's reasons go on the checkout screen. */
export type OrderErrors = {
  /** Beside the questions and buyer fields ('Answers.<id>', 'Buyer.Phone'). */
  fields: Record<string, string>
  /** Under the discount code. */
  code?: string
  /** In the alert above the Pay button: a conflict (sold out, limits) or anything else. */
  alert?: unknown
  /** The seats changed under the buyer: availability needs a fresh look. */
  conflict: boolean
}

const ON_FORM = /^(Answers\.|Buyer\.|PhoneCode$)/

/** Sorts a failed POST /purchase into field errors, a code error and one alert. */
export function orderErrorsOf(error: unknown): OrderErrors {
  if (!(error instanceof ApiError)) return { fields: {}, alert: error, conflict: false }
  if (!error.fieldErrors) return { fields: {}, alert: error, conflict: error.status === 409 }
  const sorted: OrderErrors = { fields: {}, conflict: false }
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (field === 'DiscountCode') sorted.code = message
    else if (ON_FORM.test(field)) sorted.fields[field] = message
    else sorted.alert ??= fieldError(error, field, message)
  }
  return sorted
}
