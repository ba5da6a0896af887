import type { CheckoutContext } from './checkout-context.ts'
import { enable } from './checkout-dom.ts'
import type { CheckoutPricing } from './checkout-pricing.ts'
import type { CheckoutView } from './checkout-view.ts'

/** The discount code: applied when it prices the choice (Enter applies it too), removed by its ✕. */
export function startDiscount(
  { state, refusals, look }: CheckoutContext,
  view: CheckoutView,
  pricing: CheckoutPricing,
  save: () => void,
) {
  const { codeInput, applyButton } = view
  async function applyCode() {
    const code = codeInput?.value.trim()
    if (!code || !state.chosen()) return
    enable(applyButton, false)
    applyButton?.setAttribute('data-loading', '')
    view.sayCodeError(undefined)
    const { quote, refusal } = await pricing.ask(code)
    applyButton?.removeAttribute('data-loading')
    if (refusal) {
      const sorted = refusals.sort(refusal)
      view.sayCodeError(sorted.code ?? sorted.alert ?? Object.values(sorted.fields)[0])
      return view.show()
    }
    state.code = code
    state.quote = quote
    save()
    view.show()
  }
  applyButton?.addEventListener('click', () => void applyCode())
  codeInput?.addEventListener('input', () =>
    enable(applyButton, Boolean(codeInput.value.trim()) && state.chosen()),
  )
  codeInput?.addEventListener('keydown', (event) => {
    // Enter applies the code rather than submitting the whole order.
    if (event.key !== 'Enter') return
    event.preventDefault()
    void applyCode()
  })
  look('discount-applied')
    ?.querySelector('button')
    ?.addEventListener('click', () => {
      state.code = undefined
      if (codeInput) codeInput.value = ''
      save()
      void pricing.price()
    })
}
