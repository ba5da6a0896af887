import type { FormField } from '@mela/shared/event'
import { Buyer } from '@mela/shared/purchase'
import { z } from 'zod'
import { zodResolver } from '../../../lib/zod-form.ts'
import { answersSchema } from './answers-schema.ts'
import type { BuyerValues, CheckoutValues } from './use-checkout-form.ts'

/**
 * The checkout form's checks, the same the API makes ('Answers.<id>', 'Buyer.Phone' paths, so server
 * errors land on the same fields). Loaded when the buyer first touches the form, not with the page:
 * zod is a fifth of what a first visit would download.
 */
export function checkoutChecks(fields: FormField[], signedOut: boolean) {
  const schema = z.object({ Answers: answersSchema(fields), ...(signedOut ? { Buyer } : {}) })
  return {
    errors: zodResolver<CheckoutValues>(schema),
    /** The buyer as the API takes them: trimmed, the phone in its stored form. */
    buyer: (values: BuyerValues) => Buyer.parse(values),
  }
}

export type CheckoutChecks = ReturnType<typeof checkoutChecks>
