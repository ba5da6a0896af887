import { PAYMENT_OPTIONS, type PaymentOption, paymentOf } from '@mela/shared/payment-options'
import type { PostedOrder } from '@mela/shared/public-page'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// Checkout with scripts off: the rendered page's form posts its fields (the quantities from the
// <noscript> choices, a seated ticket's "best available" count, the questions, the buyer, the code, the
// way of paying) and the order is placed through the API's own POST /api/purchase, so its checks, limits
// and holds are the same.

const LINE = /^(ticket|bundle|best):([0-9a-f-]{36})$/i
const ON_FORM = /^(Answers\.|Buyer\.|PhoneCode$)/

type Placed = { location: string } | { posted: PostedOrder }

/** The order a posted checkout form asks for, in the API's shape (a ticked box posts "on"). */
export function orderOfForm(eventId: string, form: Record<string, string>, language: string) {
  const Tickets: { TicketID: string; Quantity: number }[] = []
  const Bundles: { BundleID: string; Quantity: number }[] = []
  const BestAvailable: { TicketID: string; Quantity: number }[] = []
  const Answers: Record<string, string | boolean> = {}
  const Buyer: Record<string, string> = {}
  for (const [name, raw] of Object.entries(form)) {
    const value = String(raw).trim()
    const line = LINE.exec(name)
    const quantity = Number.parseInt(value, 10)
    if (line?.[2] && quantity > 0 && quantity < 1000) {
      if (line[1] === 'ticket') Tickets.push({ TicketID: line[2], Quantity: quantity })
      else if (line[1] === 'best') BestAvailable.push({ TicketID: line[2], Quantity: quantity })
      else Bundles.push({ BundleID: line[2], Quantity: quantity })
    }
    if (name.startsWith('Answers.') && value) Answers[name.slice(8)] = value === 'on' ? true : value
    if (name.startsWith('Buyer.') && value) Buyer[name.slice(6)] = value
  }
  const option = PAYMENT_OPTIONS.find((known) => known === form.PaymentOption) ?? 'bkash'
  return {
    EventID: eventId,
    Tickets,
    Bundles,
    ...(BestAvailable.length > 0 ? { BestAvailable } : {}),
    Answers,
    ...(form.DiscountCode?.trim() ? { DiscountCode: form.DiscountCode.trim() } : {}),
    ...(form.PhoneCode?.trim() ? { PhoneCode: form.PhoneCode.trim() } : {}),
    option: option as PaymentOption,
    Buyer: { FirstName: '', Phone: '', ...Buyer },
    Language: language === 'bn' ? 'bn' : 'en',
  }
}

/** A refused call's reasons: the fields' words beside them, everything else in one alert. */
function postedOf(values: Record<string, string>, body: Record<string, unknown>): PostedOrder {
  if (typeof body.message === 'string') return { values, errors: {}, alert: body.message }
  const errors: Record<string, string> = {}
  let alert: string | undefined
  for (const [field, text] of Object.entries(body)) {
    if (typeof text !== 'string') continue
    if (ON_FORM.test(field) || field === 'DiscountCode') errors[field] = text
    else alert ??= text
  }
  return { values, errors, ...(alert ? { alert } : {}) }
}

/**
 * Places the posted order as the page's script would (priced first, so a free order asks for no payment):
 * where the browser goes next (the payment page, or the order), or what to draw again and why.
 */
export async function placePostedOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  eventId: string,
  form: Record<string, string>,
  language: string,
): Promise<Placed> {
  const { option, ...order } = orderOfForm(eventId, form, language)
  const call = (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: request.ip,
      headers: { 'user-agent': request.headers['user-agent'] ?? '' },
    })
  const { EventID, Tickets, Bundles, BestAvailable, DiscountCode } = order as typeof order & {
    DiscountCode?: string
  }
  const priced = await call('/api/purchase/quote', { EventID, Tickets, Bundles, BestAvailable, DiscountCode })
  if (priced.statusCode !== 200) return { posted: postedOf(form, priced.json()) }
  const free = (priced.json() as { Total: number }).Total === 0
  const placed = await call('/api/purchase', {
    ...order,
    ...(free ? { PaymentMethod: 'free' } : paymentOf(option)),
  })
  const body = placed.json() as Record<string, unknown>
  if (placed.statusCode !== 200) return { posted: postedOf(form, body) }
  // Seats the server chose are shown held on the order's page before the payment, as the app does.
  if (body.Status === 'pending' && typeof body.PaymentURL === 'string' && !BestAvailable)
    return { location: body.PaymentURL }
  return { location: `/purchase/view/${String(body.ID)}` }
}
