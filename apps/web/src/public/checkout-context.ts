import type { Language } from '@mela/shared/constants'
import type { CheckoutData } from './checkout-data.ts'
import type { Draft } from './checkout-draft.ts'
import { refusalsOf } from './checkout-refusals.ts'
import type { CheckoutState } from './checkout-state.ts'
import type { Session } from './follow-island.ts'

// What every part of the rendered checkout's script works with: the form the server drew, its data,
// the page's language, the reader's session and the buyer's choice.

// What the order's refusals name on the form itself (the rest go in the alert above Pay).
export const ON_FORM = /^(Answers\.|Buyer\.|PhoneCode$)/

export type CheckoutContext = {
  form: HTMLFormElement
  data: CheckoutData
  /** The language the page was rendered in (data-lang): its words and digits are in it. */
  language: Language
  session: Session
  state: CheckoutState
  refusals: ReturnType<typeof refusalsOf>
  /** A part the server drew, by its data-look name. */
  look: <T extends Element = HTMLElement>(name: string) => T | null
}

/** The context of the checkout form on this page, or null when the page has none. */
export function checkoutContext(
  session: Session,
  state: (data: CheckoutData) => CheckoutState,
): CheckoutContext | null {
  const form = document.querySelector<HTMLFormElement>('form[data-public="checkout"]')
  const dataScript = form?.querySelector('[data-look="checkout-data"]')
  if (!form || !dataScript) return null
  const data = JSON.parse(dataScript.textContent ?? '{}') as CheckoutData
  const language: Language = document.documentElement.dataset.lang === 'bn' ? 'bn' : 'en'
  const look = <T extends Element = HTMLElement>(name: string) =>
    form.querySelector<T>(`[data-look="${name}"]`)
  return { form, data, language, session, state: state(data), refusals: refusalsOf(data, language), look }
}

/** The questions, the buyer and the SMS code: the fields a draft keeps and a refusal may name. */
export const fieldsOf = (form: HTMLFormElement) =>
  Array.from(form.elements).filter(
    (field): field is HTMLInputElement =>
      field instanceof HTMLElement && ON_FORM.test(field.getAttribute('name') ?? ''),
  )

export const valuesOf = (form: HTMLFormElement): Draft['values'] =>
  Object.fromEntries(
    fieldsOf(form).map((field) => [field.name, field.type === 'checkbox' ? field.checked : field.value]),
  )
