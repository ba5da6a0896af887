import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import type { PublicLanguage, PublicPage } from '@mela/shared/public-page'
import { methodName } from '../features/checkout/payment-names.ts'
import { i18n } from '../lib/i18n.ts'
import { ticketName } from '../lib/localized.ts'
import { priceText } from '../lib/price-format.ts'
import { ticketColors } from '../lib/seat-map/seat-colors.ts'
import '../lib/seat-map/translation.ts'

type CheckoutPage = Extract<PublicPage, { kind: 'checkout' }>

// The refusals a checkout meets, worded in the page's language for its script (the rest show the server's words).
const REFUSALS = [
  'REQUIRED',
  'REQUIRED_IF',
  'EMAIL',
  'MAX_LENGTH',
  'INVALID_PHONE',
  'CHOOSE_AN_OPTION',
  'CHOOSE_A_TICKET',
  'CHOOSE_A_PAYMENT_METHOD',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'EVENT_NOT_FOUND',
  'SOLD_OUT',
  'ONLY_LEFT',
  'SEATS_IN_CARTS',
  'OVER_LIMIT',
  'HOLD_CAP',
  'NOT_ON_SALE',
  'ITEM_NOT_ON_SALE',
  'CODE_UNKNOWN',
  'CODE_EXPIRED',
  'CODE_NOT_APPLICABLE',
  'CODE_NEEDS_MORE',
  'CODE_USED_UP',
  'NOT_FREE',
  'PHONE_CODE_NEEDED',
  'WRONG_CODE',
  'OTP_EXHAUSTED',
  'BUSY',
  'PAYMENT_UNAVAILABLE',
  'PAYMENT_NOT_SET_UP',
  'GATEWAY_UNAVAILABLE',
  'GATEWAY_NOT_SET_UP',
  'PAYMENT_CHANNEL_NOT_ACCEPTED',
  'PRICE_CHANGED',
  'GUEST_NOT_ALLOWED',
  'ACCOUNT_EXISTS',
  'BANNED',
  'QUEUE_REQUIRED',
  'SEAT_TAKEN',
  'SEATS_NOT_TOGETHER',
  'SEAT_NOT_FOUND',
  'SEATS_TO_PICK',
] as const

/**
 * What the seat choice's script needs (null for an event sold by count): the seated tickets, their
 * colours and prices as shown, the map's script, and the seat map's words with their {{placeholders}}.
 */
function seatData(page: CheckoutPage, lang: PublicLanguage, mapScript: string | null) {
  if (!page.plan) return null
  const seated = page.tickets.filter((ticket) => ticket.Seated)
  const raw = (key: string) => String(i18n.getResource(lang, 'seat-map', key) ?? '')
  // How a seat's name ends once taken, where it ended with its price ("…, seat 12, taken").
  const [name, nameTaken] = [raw('name'), raw('nameTaken')]
  const named = name.slice(0, name.indexOf('{{price}}'))
  return {
    ids: seated.map((ticket) => ticket.ID),
    colors: Object.fromEntries(ticketColors(seated.map((ticket) => ticket.ID))),
    prices: Object.fromEntries(seated.map((ticket) => [ticket.ID, priceText(ticket.Price, lang)])),
    mapScript,
    texts: {
      line: raw('chosen.line'),
      remove: raw('chosen.remove'),
      seat: raw('place.seat'),
      bestOne: raw('chosen.best_one'),
      bestOther: raw('chosen.best_other'),
      gone: raw('gone'),
      taken: nameTaken.startsWith(named) ? nameTaken.slice(named.length) : raw('legend.taken'),
      title: raw('map.title'),
      loading: raw('map.loading'),
      failed: raw('map.failed'),
    },
  }
}

/** What the checkout's script needs beside the page: the lines and their limits, its words, the ways of paying. */
export function checkoutData(
  page: CheckoutPage,
  methods: PaymentMethodOption[],
  lang: PublicLanguage,
  seatMapScript: string | null = null,
) {
  const t = (key: string, values: Record<string, string> = {}) =>
    String(i18n.t(key as never, { ns: 'checkout', ...values }))
  return {
    eventId: page.event.ID,
    onSale: Boolean(page.event.PublishedAt) && new Date(page.event.EndsAt) > new Date(),
    tickets: page.tickets.map(({ ID, Available, LimitPerUser, Seated }) => ({
      ID,
      Available,
      LimitPerUser,
      Seated,
    })),
    bundles: page.bundles.map(({ ID, Available, Tickets }) => ({ ID, Available, Tickets })),
    /** Ticket lines by the reader's name of them (the server names a priced line in English). */
    names: Object.fromEntries(page.tickets.map((ticket) => [ticket.ID, ticketName(ticket, lang)])),
    methods: methods.map((method) => ({
      Option: method.Option,
      Method: method.Method,
      Channel: method.Channel,
      name: methodName(method, lang),
      // When the event passes payment fees to buyers, the way chosen changes the price (checkout-pricing.ts).
      SurchargePercent: method.SurchargePercent,
    })),
    texts: {
      choose: t('pay.choose'),
      free: t('pay.free'),
      payWith: t('pay.with', { amount: '{{amount}}', method: '{{method}}' }),
      hold: t('pay.hold', { amount: '{{amount}}' }),
      holdNote: t('pay.holdNote', { method: '{{method}}' }),
      holdFirstNote: t('pay.holdFirstNote', { method: '{{method}}' }),
      applied: t('discount.applied', { code: '{{code}}' }),
      failed: String(i18n.t('errors.somethingWentWrong')),
      priceFree: String(i18n.t('price.free')),
    },
    // Raw, with their {{placeholders}}: the script fills them from the refusal's params.
    refusals: Object.fromEntries(
      REFUSALS.map((code) => [code, String(i18n.getResource(lang, 'translation', `errors.${code}`) ?? '')]),
    ),
    fieldNames: i18n.getResourceBundle(lang, 'translation')?.fieldNames ?? {},
    seats: seatData(page, lang, seatMapScript),
  }
}

export type CheckoutData = ReturnType<typeof checkoutData>
