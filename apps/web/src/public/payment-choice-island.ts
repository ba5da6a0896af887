import type { PaymentOption } from '@mela/shared/payment-options'

/**
 * The ways of paying as the app's radio cards (PaymentMethodChoice) drew them on the server, made to
 * work: a click or the arrow keys choose one, marked as Mantine marks it (aria-checked, data-checked on
 * the card and its indicator). The cards stand in the order of `options`.
 */
export function startPaymentChoice(
  holder: HTMLElement | null,
  options: PaymentOption[],
  initial: PaymentOption,
  onChoose: (option: PaymentOption) => void,
) {
  const cards = Array.from(holder?.querySelectorAll<HTMLButtonElement>('[role="radio"]') ?? [])
  const mark = (chosen: number) =>
    cards.forEach((card, index) => {
      const checked = index === chosen
      card.setAttribute('aria-checked', String(checked))
      card.tabIndex = checked ? 0 : -1
      for (const marked of [card, ...Array.from(card.querySelectorAll('[class*="RadioIndicator"]'))])
        marked.toggleAttribute('data-checked', checked)
    })
  const choose = (index: number) => {
    const option = options[index]
    if (!option) return
    mark(index)
    onChoose(option)
  }
  mark(Math.max(0, options.indexOf(initial)))
  const steps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }
  cards.forEach((card, index) => {
    card.addEventListener('click', () => choose(index))
    card.addEventListener('keydown', (event) => {
      const step = steps[event.key]
      if (!step) return
      event.preventDefault()
      const next = (index + step + cards.length) % cards.length
      cards[next]?.focus()
      choose(next)
    })
  })
}
