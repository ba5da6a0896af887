import { type CheckoutContext, fieldsOf } from './checkout-context.ts'
import {
  enable,
  fill,
  quoteBox,
  showAppliedCode,
  showFieldError,
  showPart,
  showPayButton,
  showStepper,
  taka,
} from './checkout-dom.ts'

export type CheckoutView = ReturnType<typeof checkoutView>

/**
 * What the buyer sees follow the state: the steppers, the price, the code, the ways of paying, Pay and
 * its note, and the messages (the alert above Pay, an error under the code or a field).
 */
export function checkoutView({ form, data, language, state, look }: CheckoutContext) {
  const errorClass = look<HTMLTemplateElement>('error-shape')?.content.querySelector('p')?.className ?? ''
  const payButton = look('pay')?.querySelector('button') ?? null
  const codeInput = look('discount')?.querySelector('input') ?? null
  const applyButton = look('discount')?.querySelector('button') ?? null
  const alert = look('alert')
  const emptyQuote = look('quote')?.firstElementChild ?? document.createElement('p')
  const methodOf = () => data.methods.find((method) => method.Option === state.option) ?? data.methods[0]

  function showQuote() {
    const quote = state.chosen() ? state.quote : undefined
    const box = look('quote')
    const shape = look<HTMLTemplateElement>('quote-shape')
    if (box && shape && quote) {
      const filled = quoteBox(shape, quote, data, language)
      if (!filled) return
      filled.style.opacity = state.pricing ? '0.6' : ''
      filled.toggleAttribute('aria-busy', state.pricing)
      box.replaceChildren(filled)
    } else if (box && !quote) box.replaceChildren(emptyQuote)
  }

  function showCode() {
    const quote = state.chosen() ? state.quote : undefined
    showPart(look('discount'), !state.code)
    showPart(look('discount-applied'), Boolean(state.code))
    const status = look('discount-applied')?.querySelector<HTMLElement>('[role="status"]')
    if (status && state.code)
      showAppliedCode(status, fill(data.texts.applied, { code: state.code }), quote, language)
    enable(applyButton, Boolean(codeInput?.value.trim()) && state.chosen())
  }

  function showPay() {
    const quote = state.chosen() ? state.quote : undefined
    const toPay = Boolean(quote && quote.Total > 0)
    const holdFirst = state.holdFirst()
    showPart(look('payment'), toPay)
    const method = methodOf()
    const note = look('hold-note')
    showPart(note, toPay)
    if (note)
      note.textContent = fill(holdFirst ? data.texts.holdFirstNote : data.texts.holdNote, {
        method: method?.name ?? '',
      })
    if (!payButton) return
    const amount = quote ? taka(quote.Total, language) : ''
    const label = !quote
      ? data.texts.choose
      : quote.Total === 0
        ? data.texts.free
        : holdFirst
          ? fill(data.texts.hold, { amount })
          : fill(data.texts.payWith, { amount, method: method?.name ?? '' })
    showPayButton(payButton, label, toPay && method?.Option === 'bkash')
    enable(payButton, Boolean(quote) && !state.pricing && data.onSale && !state.busy)
    payButton.toggleAttribute('data-loading', state.busy)
    payButton.setAttribute('aria-busy', String(state.busy))
  }

  /** Parts of the page drawn from the state by their own scripts (the seat choice). */
  const alsoShown: (() => void)[] = []
  return {
    alsoShown,
    codeInput,
    applyButton,
    methodOf,
    /** Everything that follows from the state. */
    show() {
      for (const line of Array.from(form.querySelectorAll<HTMLElement>('[data-line]'))) {
        const key = line.dataset.line ?? ''
        showStepper(line, state.count(key), state.max[key] ?? 0, !state.busy, language)
      }
      showQuote()
      showCode()
      showPay()
      for (const part of alsoShown) part()
    },
    /** The alert above Pay: `loud` for an order refused (read out at once), quiet for a price. */
    say(message: string | undefined, loud = false) {
      if (!alert) return
      const text = alert.querySelector('.mantine-Alert-message') ?? alert
      text.textContent = message ?? ''
      if (loud) alert.setAttribute('role', 'alert')
      else alert.removeAttribute('role')
      showPart(alert, Boolean(message))
    },
    sayCodeError(message: string | undefined) {
      if (codeInput) showFieldError(codeInput, message, errorClass)
    },
    sayFieldError(field: HTMLElement, message: string | undefined) {
      showFieldError(field, message, errorClass)
    },
    /** The refusals at their fields; on a phone Pay is far below: the buyer is taken to the first one. */
    showErrors(errors: Record<string, string>) {
      for (const field of fieldsOf(form)) showFieldError(field, errors[field.name], errorClass)
      if (errors.PhoneCode) showPart(look('phone-code'), true)
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    },
  }
}
