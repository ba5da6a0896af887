import type { PaymentOption } from '@mela/shared/payment-options'
import { formatPhone } from '@mela/shared/phone-format'
import { type CheckoutContext, checkoutContext, fieldsOf, ON_FORM, valuesOf } from './checkout-context.ts'
import { startDiscount } from './checkout-discount.ts'
import { keepChoice, keptChoice, keptDraft, saveDraft } from './checkout-draft.ts'
import { availableNow } from './checkout-order.ts'
import { type CheckoutPricing, checkoutPricing } from './checkout-pricing.ts'
import { checkoutState } from './checkout-state.ts'
import { startSubmit } from './checkout-submit.ts'
import { type CheckoutView, checkoutView } from './checkout-view.ts'
import type { Session } from './follow-island.ts'
import { startPaymentChoice } from './payment-choice-island.ts'
import { startSeatChoice } from './seat-choice-island.ts'

// The server-rendered checkout (public-checkout.tsx) made to work, in named parts: the state
// (checkout-state.ts), what follows from it on the page (checkout-view.ts), the live price
// (checkout-pricing.ts), the discount code, the seats (seat-choice-island.ts), the ways of paying and
// the order (checkout-submit.ts), with the same API calls as the app's checkout.

/** What is kept of the choice and the fields for a reload of the tab. */
const saverOf =
  ({ form, data, state }: CheckoutContext) =>
  () =>
    saveDraft(data.eventId, {
      counts: state.counts,
      seats: state.seats,
      code: state.code,
      values: valuesOf(form),
    })

/** The − and + of every line (tickets, bundles, best available): a new count is priced after a pause. */
function startSteppers(
  { form, state }: CheckoutContext,
  view: CheckoutView,
  pricing: CheckoutPricing,
  save: () => void,
) {
  for (const line of Array.from(form.querySelectorAll<HTMLElement>('[data-line]'))) {
    const key = line.dataset.line ?? ''
    const [less, more] = Array.from(line.querySelectorAll('[role="group"] button'))
    const step = (by: number) => () => {
      state.counts = {
        ...state.counts,
        [key]: Math.max(0, Math.min(state.count(key) + by, state.max[key] ?? 0)),
      }
      view.sayCodeError(undefined)
      save()
      pricing.priceSoon()
    }
    less?.addEventListener('click', step(-1))
    more?.addEventListener('click', step(1))
  }
}

/** The questions and the buyer: a phone shown as product §5 writes it once typed, each change kept. */
function startFields({ form }: CheckoutContext, view: CheckoutView, save: () => void) {
  for (const field of fieldsOf(form).filter((input) => input.type === 'tel'))
    field.addEventListener('blur', () => {
      field.value = formatPhone(field.value.trim())
      save()
    })
  form.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement
    if (ON_FORM.test(field.name ?? '')) {
      view.sayFieldError(field, undefined)
      save()
    }
  })
}

/** What was typed before a reload comes back into the fields. */
function restoreFields({ form, data, state }: CheckoutContext, view: CheckoutView) {
  const kept = keptDraft(data.eventId)
  for (const field of fieldsOf(form)) {
    const value = kept?.values[field.name]
    if (value === undefined) continue
    if (field.type === 'checkbox') field.checked = value === true
    else field.value = String(value)
  }
  if (state.code && view.codeInput) view.codeInput.value = state.code
}

/**
 * The rendered checkout's script: steppers, seats, the live price, the discount code, the ways of paying
 * and the order (POST /api/purchase/quote, POST /api/purchase). What the buyer chose and typed outlives a
 * reload of the tab. Null on a page without a checkout form.
 */
export function startCheckout(session: Session) {
  const context = checkoutContext(session, (data) =>
    checkoutState(data, keptDraft(data.eventId), location.search, keptChoice(data.eventId)),
  )
  if (!context) return null
  const { data, state, look } = context
  const view = checkoutView(context)
  const pricing = checkoutPricing(context, view)
  const save = saverOf(context)

  startSteppers(context, view, pricing, save)
  const seats = startSeatChoice(context, view, () => {
    save()
    pricing.priceSoon()
  })
  startDiscount(context, view, pricing, save)
  const options = data.methods.map((method) => method.Option)
  // A kept choice the event no longer takes falls back to its first way of paying.
  if (!options.includes(state.option)) state.option = options[0] ?? 'bkash'
  startPaymentChoice(look('payment'), options, state.option, (option: PaymentOption) => {
    state.option = option
    keepChoice(data.eventId, option)
    view.show()
    // Another way, another fee: the total shown before paying is the chosen way's.
    if (pricing.fees && state.chosen()) void pricing.price()
  })
  startFields(context, view, save)
  startSubmit(context, view, pricing, async (status) => {
    if (status !== 409) return
    // Seats or tickets went meanwhile: the steppers stop at what is left, taken seats leave the choice.
    const { tickets, bundles } = await availableNow(data.eventId)
    state.limit(tickets, bundles)
    await seats?.reread()
    view.show()
  })

  restoreFields(context, view)
  view.show()
  if (state.chosen()) void pricing.price()
  // Seats kept from before a reload may have gone since: the plan is read again once.
  if (seats && state.seats.length > 0) void seats.reread()
  return {
    /** Prices the choice again: let in from the queue, its price is now asked with the pass. */
    priceAgain() {
      if (state.chosen()) void pricing.price()
    },
  }
}
