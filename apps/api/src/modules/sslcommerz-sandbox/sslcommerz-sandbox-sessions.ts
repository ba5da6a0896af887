import { poishaOf, bkashAmount as wireAmount } from '../payments/bkash-format.ts'
import { descOf, gatewaysFor, gwOf } from './sslcommerz-sandbox-gateways.ts'
import { isStore, newSessionKey, type Sandbox } from './sslcommerz-sandbox-state.ts'

export type Fields = Record<string, string>

// The fields DOCV4 marks mandatory, in its order; num_of_item included, as the newer clients do.
const MANDATORY = [
  'total_amount',
  'currency',
  'tran_id',
  'product_category',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'num_of_item',
  'product_name',
  'product_profile',
]
const MIN_POISHA = 10_00
const MAX_POISHA = 500_000_00

/** The session answer of a refusal: status FAILED and why (with HTTP 200, as the gateway answers). */
export const refusedSession = (failedreason: string) => ({
  status: 'FAILED',
  failedreason,
  sessionkey: '',
  gw: {},
  redirectGatewayURL: '',
  directPaymentURLBank: '',
  directPaymentURLCard: '',
  directPaymentURL: '',
  redirectGatewayURLFailed: '',
  GatewayPageURL: '',
  storeBanner: '',
  storeLogo: '',
  desc: [],
  is_direct_pay_enable: '0',
})

function refusalOf(form: Fields): string | undefined {
  const missing = MANDATORY.find((name) => !form[name]?.trim())
  if (missing) return `Invalid Information: '${missing}' is missing`
  const poisha = poishaOf(form.total_amount)
  if (poisha === undefined || poisha < MIN_POISHA || poisha > MAX_POISHA)
    return 'Invalid Information: total_amount must be from 10.00 BDT to 500000.00 BDT'
  // The sandbox converts no currency: Mela charges in taka.
  if (form.currency !== 'BDT') return 'Invalid Information: this sandbox store takes BDT only'
  if ((form.tran_id?.length ?? 0) > 30) return "Invalid Information: 'tran_id' is longer than 30 characters"
  for (const name of ['success_url', 'fail_url', 'cancel_url', 'ipn_url'])
    if (form[name] && !URL.canParse(form[name])) return `Invalid Information: '${name}' is not a URL`
  return undefined
}

/** POST /gwprocess/v4/api.php: a hosted-checkout session, or FAILED with the reason (always HTTP 200). */
export function createSession(sandbox: Sandbox, form: Fields) {
  if (!isStore(sandbox, form)) return refusedSession('Store Credential Error Or Store is Deactive')
  const refusal = refusalOf(form)
  if (refusal) return refusedSession(refusal)
  const poisha = poishaOf(form.total_amount) ?? 0
  const sessionKey = newSessionKey()
  const gateways = gatewaysFor(form.multi_card_name)
  const { store_passwd: _, ...kept } = form
  sandbox.sessions.set(sessionKey, {
    sessionKey,
    tranId: form.tran_id ?? '',
    poisha,
    form: kept,
    gateways,
    createdAt: sandbox.now(),
    status: 'PENDING',
    validations: 0,
    refunds: [],
  })
  const base = sandbox.baseUrl
  return {
    ...refusedSession(''),
    status: 'SUCCESS',
    sessionkey: sessionKey,
    gw: gwOf(gateways),
    GatewayPageURL: `${base}/EasyCheckOut/testcde${sessionKey.toLowerCase()}`,
    storeBanner: `${base}/stores/logos/demoLogo.png`,
    storeLogo: `${base}/stores/logos/demoLogo.png`,
    store_name: 'Mela',
    desc: descOf(gateways, base, sessionKey, wireAmount(poisha)),
  }
}
