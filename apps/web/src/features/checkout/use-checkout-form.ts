import { useForm } from '@mantine/form'
import type { FormField } from '@mela/shared/event'
import { Buyer } from '@mela/shared/purchase'
import { useMemo } from 'react'
import { z } from 'zod'
import { translateText } from '../../lib/error-text.ts'
import { zodResolver } from '../../lib/zod-form.ts'
import { type Answers, answersSchema, blankAnswers } from './answers-schema.ts'

export type BuyerValues = { FirstName: string; LastName: string; Phone: string; Email: string }
/** PhoneCode: the SMS code asked for when the buyer's phone already holds seats. */
export type CheckoutValues = { Answers: Answers; Buyer: BuyerValues; PhoneCode: string }

const BLANK_BUYER: BuyerValues = { FirstName: '', LastName: '', Phone: '', Email: '' }

/**
 * The questions and, for a buyer who is not signed in, who they are: checked as the API checks
 * them ('Answers.<id>', 'Buyer.Phone' paths), so server errors land on the same fields.
 */
export function useCheckoutForm(fields: FormField[], signedOut: boolean) {
  const schema = useMemo(
    () => z.object({ Answers: answersSchema(fields), ...(signedOut ? { Buyer } : {}) }),
    [fields, signedOut],
  )
  return useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: { Answers: blankAnswers(fields), Buyer: BLANK_BUYER, PhoneCode: '' },
    validate: zodResolver<CheckoutValues>(schema),
    // Errors stay in the schema's and the API's English and are worded as they are shown.
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : undefined,
  })
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>
