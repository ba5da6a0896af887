import type { Language } from '@mela/shared/constants'
import type { PaymentOption } from '@mela/shared/payment-options'
import { formatPhone } from '@mela/shared/phone-format'
import type { Quote } from '@mela/shared/purchase'
import { selectionFromSearch } from '../lib/ticket-picker/selection.ts'
import type { CheckoutData } from './checkout-data.ts'
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
import { type Draft, forgetDraft, keepChoice, keptChoice, keptDraft, saveDraft } from './checkout-draft.ts'
import {
  askQuote,
  availableNow,
  type Left,
  leaveFor,
  orderBody,
  placeOrder,
  slipsOf,
} from './checkout-order.ts'
import { refusalsOf } from './checkout-refusals.ts'
import type { Session } from './follow-island.ts'
import { startPaymentChoice } from './payment-choice-island.ts'

// A new choice is priced once the buyer pauses, not at every tap of +.
const PRICE_AFTER_MS = 150
// What the order's refusals name on the form itself (the rest go in the alert above Pay).
const ON_FORM = /^(Answers\.|Buyer\.|PhoneCode$)/

/**
 * The server-rendered checkout (public-checkout.tsx) made to work: the steppers, the live price, the
 * discount code, the ways of paying and the order, with the same API calls as the app's checkout
 * (POST /api/purchase/quote, POST /api/purchase). What the buyer typed outlives a reload of the tab.
 */
export function startCheckout(session: Session) {
  const form = document.querySelector<HTMLFormElement>('form[data-public="checkout"]')
  const dataScript = form?.querySelector('[data-look="checkout-data"]')
  if (!form || !dataScript) return
  const data = JSON.parse(dataScript.textContent ?? '{}') as CheckoutData
  // The language the page was rendered in (data-lang): its words and digits are in it.
  const language: Language = document.documentElement.dataset.lang === 'bn' ? 'bn' : 'en'
  const look = <T extends Element = HTMLElement>(name: string) =>
    form.querySelector<T>(`[data-look="${name}"]`)
  const errorClass = look<HTMLTemplateElement>('error-shape')?.content.querySelector('p')?.className ?? ''
  const payButton = look('pay')?.querySelector('button') ?? null
  const codeInput = look('discount')?.querySelector('input') ?? null
  const applyButton = look('discount')?.querySelector('button') ?? null
  const alert = look('alert')
  const { onSale } = data
  const refusals = refusalsOf(data, language)

  const max: Record<string, number> = {}
  const limit = (tickets: Left[], bundles: Left[]) => {
    for (const ticket of tickets)
      max[`ticket:${ticket.ID}`] = Math.max(0, Math.min(ticket.Available, ticket.LimitPerUser ?? Infinity))
    for (const bundle of bundles) max[`bundle:${bundle.ID}`] = Math.max(0, bundle.Available)
  }
  limit(data.tickets, data.bundles)
  /** Seats may have gone meanwhile: after a refusal the steppers stop at what is left now. */
  const readAvailability = async () => {
    const { tickets, bundles } = await availableNow(data.eventId)
    limit(tickets, bundles)
    show()
  }

  const fromLink = selectionFromSearch(location.search)
  const kept = keptDraft(data.eventId)
  const state = {
    counts: kept?.counts ?? {
      ...Object.fromEntries(Object.entries(fromLink.tickets).map(([id, n]) => [`ticket:${id}`, n])),
      ...Object.fromEntries(Object.entries(fromLink.bundles).map(([id, n]) => [`bundle:${id}`, n])),
    },
    code: kept?.code,
    quote: undefined as Quote | undefined,
    pricing: false,
    busy: false,
    option: keptChoice(data.eventId) ?? data.methods[0]?.Option ?? 'bkash',
  }
  const count = (key: string) => Math.max(0, Math.min(state.counts[key] ?? 0, max[key] ?? 0))
  const lines = () => ({
    Tickets: data.tickets
      .map((ticket) => ({ TicketID: ticket.ID, Quantity: count(`ticket:${ticket.ID}`) }))
      .filter((line) => line.Quantity > 0),
    Bundles: data.bundles
      .map((bundle) => ({ BundleID: bundle.ID, Quantity: count(`bundle:${bundle.ID}`) }))
      .filter((line) => line.Quantity > 0),
  })
  const chosen = () => {
    const { Tickets, Bundles } = lines()
    return Tickets.length + Bundles.length > 0
  }
  const methodOf = () => data.methods.find((method) => method.Option === state.option) ?? data.methods[0]

  const fields = () =>
    Array.from(form.elements).filter(
      (field): field is HTMLInputElement =>
        field instanceof HTMLElement && ON_FORM.test(field.getAttribute('name') ?? ''),
    )
  const valuesOf = (): Draft['values'] =>
    Object.fromEntries(
      fields().map((field) => [field.name, field.type === 'checkbox' ? field.checked : field.value]),
    )
  const save = () => saveDraft(data.eventId, { counts: state.counts, code: state.code, values: valuesOf() })

  /** Everything that follows from the state: steppers, price, code, ways of paying, Pay and its note. */
  function show() {
    for (const line of Array.from(form?.querySelectorAll<HTMLElement>('[data-line]') ?? [])) {
      const key = line.dataset.line ?? ''
      showStepper(line, count(key), max[key] ?? 0, !state.busy, language)
    }
    const quote = chosen() ? state.quote : undefined
    const box = look('quote')
    const shape = look<HTMLTemplateElement>('quote-shape')
    if (box && shape && quote) {
      const filled = quoteBox(shape, quote, data, language)
      if (filled) {
        filled.style.opacity = state.pricing ? '0.6' : ''
        filled.toggleAttribute('aria-busy', state.pricing)
        box.replaceChildren(filled)
      }
    } else if (box && !quote) box.replaceChildren(emptyQuote)
    showPart(look('discount'), !state.code)
    showPart(look('discount-applied'), Boolean(state.code))
    const status = look('discount-applied')?.querySelector<HTMLElement>('[role="status"]')
    if (status && state.code)
      showAppliedCode(status, fill(data.texts.applied, { code: state.code }), quote, language)
    enable(applyButton, Boolean(codeInput?.value.trim()) && chosen())
    const toPay = Boolean(quote && quote.Total > 0)
    showPart(look('payment'), toPay)
    const method = methodOf()
    const note = look('hold-note')
    showPart(note, toPay)
    if (note) note.textContent = fill(data.texts.holdNote, { method: method?.name ?? '' })
    if (payButton) {
      const amount = quote ? taka(quote.Total, language) : ''
      const label = !quote
        ? data.texts.choose
        : quote.Total === 0
          ? data.texts.free
          : fill(data.texts.payWith, { amount, method: method?.name ?? '' })
      showPayButton(payButton, label, toPay && method?.Option === 'bkash')
      enable(payButton, Boolean(quote) && !state.pricing && onSale && !state.busy)
      payButton.toggleAttribute('data-loading', state.busy)
      payButton.setAttribute('aria-busy', String(state.busy))
    }
  }
  const emptyQuote = look('quote')?.firstElementChild ?? document.createElement('p')

  const say = (message: string | undefined, loud = false) => {
    if (!alert) return
    const text = alert.querySelector('.mantine-Alert-message') ?? alert
    text.textContent = message ?? ''
    if (loud) alert.setAttribute('role', 'alert')
    else alert.removeAttribute('role')
    showPart(alert, Boolean(message))
  }
  const sayCodeError = (message: string | undefined) => {
    if (codeInput) showFieldError(codeInput, message, errorClass)
  }

  let asked = 0
  let timer: number | undefined
  const ask = (code: string | undefined) =>
    askQuote(
      { EventID: data.eventId, ...lines(), ...(code ? { DiscountCode: code } : {}) },
      session,
      data.texts.failed,
    )
  /** The price of the current choice; a code that no longer fits it is dropped, saying why. */
  async function price() {
    const mine = ++asked
    if (!chosen()) {
      state.pricing = false
      return show()
    }
    state.pricing = true
    show()
    const { quote, refusal } = await ask(state.code)
    if (mine !== asked) return
    state.pricing = false
    if (refusal) {
      const sorted = refusals.sort(refusal)
      if (sorted.code && state.code) {
        state.code = undefined
        sayCodeError(sorted.code)
        return price()
      }
      say(sorted.alert ?? sorted.code ?? Object.values(sorted.fields)[0])
      return show()
    }
    say(undefined)
    state.quote = quote
    show()
  }
  const priceSoon = () => {
    window.clearTimeout(timer)
    state.pricing = chosen()
    show()
    timer = window.setTimeout(() => void price(), PRICE_AFTER_MS)
  }

  for (const line of Array.from(form.querySelectorAll<HTMLElement>('[data-line]'))) {
    const key = line.dataset.line ?? ''
    const [less, more] = Array.from(line.querySelectorAll('[role="group"] button'))
    const step = (by: number) => () => {
      state.counts = { ...state.counts, [key]: Math.max(0, Math.min(count(key) + by, max[key] ?? 0)) }
      sayCodeError(undefined)
      save()
      priceSoon()
    }
    less?.addEventListener('click', step(-1))
    more?.addEventListener('click', step(1))
  }

  async function applyCode() {
    const code = codeInput?.value.trim()
    if (!code || !chosen()) return
    enable(applyButton, false)
    applyButton?.setAttribute('data-loading', '')
    sayCodeError(undefined)
    const { quote, refusal } = await ask(code)
    applyButton?.removeAttribute('data-loading')
    if (refusal) {
      const sorted = refusals.sort(refusal)
      sayCodeError(sorted.code ?? sorted.alert ?? Object.values(sorted.fields)[0])
      return show()
    }
    state.code = code
    state.quote = quote
    save()
    show()
  }
  applyButton?.addEventListener('click', () => void applyCode())
  codeInput?.addEventListener('input', () => enable(applyButton, Boolean(codeInput.value.trim()) && chosen()))
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
      void price()
    })

  const options = data.methods.map((method) => method.Option)
  // A kept choice the event no longer takes falls back to its first way of paying.
  if (!options.includes(state.option)) state.option = options[0] ?? 'bkash'
  startPaymentChoice(look('payment'), options, state.option, (option: PaymentOption) => {
    state.option = option
    keepChoice(data.eventId, option)
    show()
  })

  // Shown as product §5 writes phones once typed: +880 and the last 10 digits.
  for (const field of fields().filter((input) => input.type === 'tel'))
    field.addEventListener('blur', () => {
      field.value = formatPhone(field.value.trim())
      save()
    })
  form.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement
    if (ON_FORM.test(field.name ?? '')) {
      showFieldError(field, undefined, errorClass)
      save()
    }
  })

  const showErrors = (errors: Record<string, string>) => {
    for (const field of fields()) showFieldError(field, errors[field.name], errorClass)
    if (errors.PhoneCode) showPart(look('phone-code'), true)
    // On a phone the Pay button is far below the questions: take the buyer to what needs fixing.
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }

  form.addEventListener('submit', async (submitted) => {
    submitted.preventDefault()
    const quote = state.quote
    // Enter in a field submits too: only the price on the button, for the current choice, is paid.
    if (!quote || state.pricing || state.busy || !onSale) return
    const slips = slipsOf(fields(), Boolean(session), refusals.word)
    showErrors(slips)
    if (Object.keys(slips).length > 0) return
    const option = methodOf()?.Option ?? 'bkash'
    const values = valuesOf()
    const order = {
      eventId: data.eventId,
      lines: lines(),
      code: state.code,
      quote,
      option,
      values,
      guest: !session,
      language,
    }
    state.busy = true
    say(undefined)
    show()
    const { ok, status, reply } = await placeOrder(orderBody(order), session)
    if (ok && reply) {
      forgetDraft(data.eventId)
      // Busy on the way out: the browser is leaving for the payment page or the tickets.
      return leaveFor(reply)
    }
    state.busy = false
    const sorted = refusals.sort(reply ?? { message: data.texts.failed })
    const onForm = Object.fromEntries(Object.entries(sorted.fields).filter(([field]) => ON_FORM.test(field)))
    const elsewhere = Object.entries(sorted.fields).find(([field]) => !ON_FORM.test(field))?.[1]
    if (sorted.code) {
      state.code = undefined
      sayCodeError(sorted.code)
      void price()
    }
    say(sorted.alert ?? elsewhere, true)
    showErrors(onForm)
    show()
    if (status === 409) void readAvailability()
  })

  // What was typed before a reload comes back, then the price of what was chosen.
  for (const field of fields()) {
    const value = kept?.values[field.name]
    if (value === undefined) continue
    if (field.type === 'checkbox') field.checked = value === true
    else field.value = String(value)
  }
  if (state.code && codeInput) codeInput.value = state.code
  show()
  if (chosen()) void price()
}
