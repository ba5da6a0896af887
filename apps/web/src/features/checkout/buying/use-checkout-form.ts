import { useForm } from '@mantine/form'
import type { FormField } from '@mela/shared/event'
import type { PostedOrder } from '@mela/shared/public-page'
import { useCallback, useRef } from 'react'
import { translateText } from '../../../lib/error-text.ts'
import { type Answers, blankAnswers } from './answers.ts'
import type { CheckoutChecks } from './checkout-checks.ts'

export type BuyerValues = { FirstName: string; LastName: string; Phone: string; Email: string }
/** PhoneCode: the SMS code asked for when the buyer's phone already holds seats. */
export type CheckoutValues = { Answers: Answers; Buyer: BuyerValues; PhoneCode: string }

const BLANK_BUYER: BuyerValues = { FirstName: '', LastName: '', Phone: '', Email: '' }

/** The values of a checkout posted as a plain form (scripts off), to draw it again as it was sent. */
function valuesPosted(fields: FormField[], sent: Record<string, string>): CheckoutValues {
  const answers = blankAnswers(fields)
  for (const field of fields) {
    const value = sent[`Answers.${field.ID}`]
    if (value !== undefined) answers[field.ID] = field.Type === 'checkbox' ? value === 'on' : value
  }
  const buyer = (name: keyof BuyerValues) => sent[`Buyer.${name}`] ?? ''
  return {
    Answers: answers,
    Buyer: {
      FirstName: buyer('FirstName'),
      LastName: buyer('LastName'),
      Phone: buyer('Phone'),
      Email: buyer('Email'),
    },
    PhoneCode: sent.PhoneCode ?? '',
  }
}

/**
 * The questions and, for a buyer who is not signed in, who they are. The checks (checkout-checks.ts)
 * arrive when the buyer first focuses a field (`loadChecks`; the submit awaits them too), so the page
 * paints without zod.
 */
export function useCheckoutForm(fields: FormField[], signedOut: boolean, posted?: PostedOrder) {
  const checks = useRef<{ key: string; checks: CheckoutChecks }>(undefined)
  const key = `${signedOut}:${fields.map((field) => field.ID).join(',')}`
  const loadChecks = useCallback(async () => {
    if (checks.current?.key === key) return checks.current.checks
    const { checkoutChecks } = await import('./checkout-checks.ts')
    checks.current = { key, checks: checkoutChecks(fields, signedOut) }
    return checks.current.checks
  }, [key, fields, signedOut])
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: posted
      ? valuesPosted(fields, posted.values)
      : { Answers: blankAnswers(fields), Buyer: BLANK_BUYER, PhoneCode: '' },
    initialErrors: posted?.errors,
    // Only loaded checks run; the submit loads them before it validates.
    validate: (values) => (checks.current?.key === key ? checks.current.checks.errors(values) : {}),
    // Errors stay in the schema's and the API's English and are worded as they are shown. Each input is
    // named by its path ('Buyer.Phone', 'Answers.<id>'): the rendered checkout's script reads it by name.
    enhanceGetInputProps: ({ inputProps, field }) => ({
      name: field,
      ...(typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : {}),
    }),
  })
  return { form, loadChecks }
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>['form']
