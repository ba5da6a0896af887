import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka, takaToPoisha } from '@mela/shared/money-format'
import type { Quote } from '@mela/shared/purchase'
import type { CheckoutData } from './checkout-data.ts'

// How the rendered checkout's script shows things in the markup the server drew with the app's
// components (public-checkout.tsx): it copies the shapes drawn there rather than writing its own.

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)

export const digits = (value: number | string, language: Language) => localizeDigits(String(value), language)

export const taka = (amount: number, language: Language) =>
  formatTaka(takaToPoisha(amount), { digits: language })

/** Shows or hides a part the server drew hidden. */
export const showPart = (part: Element | null, shown: boolean) => part?.toggleAttribute('hidden', !shown)

/** A Mantine button or icon button, enabled or not, as Mantine itself marks it. */
export function enable(button: HTMLButtonElement | null | undefined, enabled: boolean) {
  if (!button) return
  button.disabled = !enabled
  button.toggleAttribute('data-disabled', !enabled)
}

/** A line's − count + (the app's QuantityStepper): the count in the page's digits, − and + where they apply. */
export function showStepper(
  line: HTMLElement,
  count: number,
  max: number,
  active: boolean,
  language: Language,
) {
  const group = line.querySelector('[role="group"]')
  if (!group) return
  const [less, more] = Array.from(group.querySelectorAll('button'))
  const output = group.querySelector('output')
  if (output) output.textContent = digits(count, language)
  enable(less, count > 0 && active)
  enable(more, count < max && active)
}

/**
 * The error under a field, as Mantine draws one (the classes of the error line drawn in the page's
 * hidden shape), or none.
 */
export function showFieldError(field: HTMLElement, message: string | undefined, errorClass: string) {
  const wrapper = field.closest('.mantine-InputWrapper-root') ?? field.parentElement
  const id = `${field.id || field.getAttribute('name')}-error`
  wrapper?.querySelector(`[data-look="field-error"]`)?.remove()
  field.toggleAttribute('data-error', Boolean(message))
  field.closest('.mantine-Input-wrapper')?.toggleAttribute('data-error', Boolean(message))
  if (!message) {
    field.removeAttribute('aria-invalid')
    field.removeAttribute('aria-describedby')
    return
  }
  field.setAttribute('aria-invalid', 'true')
  field.setAttribute('aria-describedby', id)
  const line = document.createElement('p')
  line.className = errorClass
  line.id = id
  line.dataset.look = 'field-error'
  line.textContent = message
  wrapper?.append(line)
}

/**
 * The price box filled from a quote, copied from the shape the server drew (one line, then subtotal,
 * discount, the payment fee and total).
 */
export function quoteBox(
  shape: HTMLTemplateElement,
  quote: Quote,
  data: CheckoutData,
  language: Language,
): HTMLElement | null {
  const box = shape.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined
  if (!box) return null
  const [lineShape, divider, subtotal, discount, surcharge, total] = Array.from(box.children)
  if (!lineShape || !divider) return null
  lineShape.remove()
  const price = (amount: number) => (amount === 0 ? data.texts.priceFree : taka(amount, language))
  for (const line of quote.Lines) {
    const row = lineShape.cloneNode(true) as HTMLElement
    const [name, detail, amount] = Array.from(row.querySelectorAll('p'))
    if (name) name.textContent = (line.Kind === 'ticket' && data.names[line.ID]) || line.Name
    if (detail) detail.textContent = `${digits(line.Quantity, language)} × ${price(line.UnitPrice)}`
    if (amount) amount.textContent = price(line.Amount)
    box.insertBefore(row, divider)
  }
  const value = (row: Element | undefined, text: string) => {
    const shown = row?.querySelectorAll('p')[1]
    if (shown) shown.textContent = text
  }
  value(subtotal, price(quote.Subtotal))
  if (quote.Discount > 0) value(discount, `−${taka(quote.Discount, language)}`)
  else discount?.remove()
  if (quote.Surcharge > 0) value(surcharge, `+${taka(quote.Surcharge, language)}`)
  else surcharge?.remove()
  value(total, price(quote.Total))
  return box
}

/** The applied code's line: "Code EID10 applied: ৳1,000.00 → ৳900.00" (the change once it lowers the price). */
export function showAppliedCode(
  status: HTMLElement,
  text: string,
  quote: Quote | undefined,
  language: Language,
) {
  const [before, after] = Array.from(status.querySelectorAll('span'))
  const nodes: (Node | string)[] = [text]
  if (quote && quote.Discount > 0 && before && after) {
    before.textContent = taka(quote.Subtotal, language)
    after.textContent = taka(quote.Total, language)
    nodes.push(' ', before, ' → ', after)
  }
  status.replaceChildren(...nodes)
}

/** The Pay button's words and colour: bKash's pink for bKash, as buyers know it. */
export function showPayButton(button: HTMLButtonElement, label: string, bkash: boolean) {
  const text = button.querySelector('.mantine-Button-label')
  if (text) text.textContent = label
  for (const [name, value] of [
    ['--button-bg', 'var(--mantine-color-pink-8)'],
    ['--button-hover', 'var(--mantine-color-pink-9)'],
    ['--button-color', 'var(--mantine-color-white)'],
  ] as const) {
    if (bkash) button.style.setProperty(name, value)
    else button.style.removeProperty(name)
  }
}
