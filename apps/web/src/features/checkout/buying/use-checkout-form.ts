import { useForm } from '@mantine/form'
import type { FormField } from '@mela/shared/event'
import type { PostedOrder } from '@mela/shared/public-page'
import { translateText } from '../../../lib/error-text.ts'
import { type Answers, blankAnswers } from './answers.ts'

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
 * The questions and the buyer's fields of the checkout drawn on the server (public/public-checkout.tsx):
 * their values (those a refused form post sent, drawn again), the errors beside them, each input named by
 * its path for the page's script, which checks them (public/checkout-order.ts) and the API after it.
 */
export function useCheckoutForm(fields: FormField[], posted?: PostedOrder) {
  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: posted
      ? valuesPosted(fields, posted.values)
      : { Answers: blankAnswers(fields), Buyer: BLANK_BUYER, PhoneCode: '' },
    initialErrors: posted?.errors,
    // Errors stay in the schema's and the API's English and are worded as they are shown. Each input is
    // named by its path ('Buyer.Phone', 'Answers.<id>'): the rendered checkout's script reads it by name.
    enhanceGetInputProps: ({ inputProps, field }) => ({
      name: field,
      ...(typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : {}),
    }),
  })
  return { form }
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>['form']
