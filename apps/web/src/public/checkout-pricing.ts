import { paymentOf } from '@mela/shared/payment-options'
import type { CheckoutContext } from './checkout-context.ts'
import { askQuote } from './checkout-order.ts'
import type { CheckoutView } from './checkout-view.ts'

// A new choice is priced once the buyer pauses, not at every tap of +.
const PRICE_AFTER_MS = 150

export type CheckoutPricing = ReturnType<typeof checkoutPricing>

/** The live price of the choice (POST /api/purchase/quote): the newest answer wins. */
export function checkoutPricing({ data, state, session, refusals }: CheckoutContext, view: CheckoutView) {
  let asked = 0
  let timer: number | undefined
  // The way chosen is priced too when the event passes payment fees to buyers: its fee is in the total.
  const fees = data.methods.some((method) => (method.SurchargePercent ?? 0) > 0)
  const ask = (code: string | undefined) =>
    askQuote(
      {
        EventID: data.eventId,
        ...state.lines(),
        ...(code ? { DiscountCode: code } : {}),
        ...(fees ? paymentOf(state.option) : {}),
      },
      session,
      data.texts.failed,
    )

  /** The price of the current choice; a code that no longer fits it is dropped, saying why. */
  async function price(): Promise<void> {
    const mine = ++asked
    if (!state.chosen()) {
      state.pricing = false
      return view.show()
    }
    state.pricing = true
    view.show()
    const { quote, refusal } = await ask(state.code)
    if (mine !== asked) return
    state.pricing = false
    if (refusal) {
      const sorted = refusals.sort(refusal)
      if (sorted.code && state.code) {
        state.code = undefined
        view.sayCodeError(sorted.code)
        return price()
      }
      view.say(sorted.alert ?? sorted.code ?? Object.values(sorted.fields)[0])
      return view.show()
    }
    view.say(undefined)
    state.quote = quote
    view.show()
  }

  return {
    ask,
    price,
    /** True when the way of paying changes the price (the event passes payment fees to buyers). */
    fees,
    /** Priced after a pause; the price shown meanwhile is marked as not yet the choice's. */
    priceSoon() {
      window.clearTimeout(timer)
      state.pricing = state.chosen()
      view.show()
      timer = window.setTimeout(() => void price(), PRICE_AFTER_MS)
    },
  }
}
