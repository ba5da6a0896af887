import { type CheckoutContext, fieldsOf, ON_FORM, valuesOf } from './checkout-context.ts'
import { forgetDraft } from './checkout-draft.ts'
import { leaveFor, orderBody, placeOrder, slipsOf } from './checkout-order.ts'
import type { CheckoutPricing } from './checkout-pricing.ts'
import type { Refusal } from './checkout-refusals.ts'
import type { CheckoutView } from './checkout-view.ts'

/** After a refusal: what is left now is read again (a 409: seats went meanwhile). */
export type AfterRefusal = (status: number, reply: Refusal | null) => void

/**
 * Pay: the checks a buyer most often meets first, then POST /api/purchase with the app's body; an
 * accepted order leaves for the payment page or the order, a refused one says why where it applies.
 */
export function startSubmit(
  context: CheckoutContext,
  view: CheckoutView,
  pricing: CheckoutPricing,
  afterRefusal: AfterRefusal,
) {
  const { form, data, state, session, refusals, language } = context
  form.addEventListener('submit', async (submitted) => {
    submitted.preventDefault()
    const quote = state.quote
    // Enter in a field submits too: only the price on the button, for the current choice, is paid.
    if (!quote || state.pricing || state.busy || !data.onSale) return
    const slips = slipsOf(fieldsOf(form), Boolean(session), refusals.word)
    view.showErrors(slips)
    if (Object.keys(slips).length > 0) return
    const order = {
      eventId: data.eventId,
      lines: state.lines(),
      code: state.code,
      quote,
      option: view.methodOf()?.Option ?? 'bkash',
      values: valuesOf(form),
      guest: !session,
      language,
    }
    const holdFirst = state.holdFirst()
    state.busy = true
    view.say(undefined)
    view.show()
    const { ok, status, reply } = await placeOrder(orderBody(order), session)
    if (ok && reply) {
      forgetDraft(data.eventId)
      // Busy on the way out: the browser is leaving for the payment page or the tickets.
      return leaveFor(reply, { holdFirst })
    }
    state.busy = false
    const sorted = refusals.sort(reply ?? { message: data.texts.failed })
    const onForm = Object.fromEntries(Object.entries(sorted.fields).filter(([field]) => ON_FORM.test(field)))
    const elsewhere = Object.entries(sorted.fields).find(([field]) => !ON_FORM.test(field))?.[1]
    if (sorted.code) {
      state.code = undefined
      view.sayCodeError(sorted.code)
      void pricing.price()
    }
    view.say(sorted.alert ?? elsewhere, true)
    view.showErrors(onForm)
    view.show()
    afterRefusal(status, reply)
  })
}
