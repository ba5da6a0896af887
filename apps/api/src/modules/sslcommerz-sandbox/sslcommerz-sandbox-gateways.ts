/** The methods a buyer picks among on Mela (PaymentChannel, docs/payments.md); each gathers some of SSLCommerz's gateways. */
export type PayerMethod = 'bkash' | 'nagad' | 'rocket' | 'upay' | 'card' | 'internetbank'

type Gateway = {
  gw: string
  name: string
  type: 'visa' | 'master' | 'amex' | 'othercards' | 'internetbanking' | 'mobilebanking'
  method: PayerMethod
  cardType: string
  cardBrand: string
  cardIssuer: string
  cardNo: string
}

const wallet = (
  gw: string,
  name: string,
  method: PayerMethod,
  cardType: string,
  cardIssuer: string,
): Gateway => ({
  gw,
  name,
  type: 'mobilebanking',
  method,
  cardType,
  cardBrand: 'MOBILEBANKING',
  cardIssuer,
  cardNo: '',
})

// The gateways of a real 2026 sandbox session that Mela offers, with the card_type,
// card_brand and card_issuer real payloads carry for each (real wallets send MOBILEBANKING).
export const GATEWAYS: Gateway[] = [
  wallet('bkash', 'bKash', 'bkash', 'BKASH-BKash', 'BKash Mobile Banking'),
  wallet('nagad', 'Nagad', 'nagad', 'NAGAD-Nagad', 'Nagad'),
  wallet(
    'dbblmobilebanking',
    'DBBL Mobile Banking',
    'rocket',
    'DBBLMOBILEB-Dbbl Mobile Banking',
    'DBBL Mobile Banking',
  ),
  wallet('upay', 'Upay', 'upay', 'UPAY-Upay', 'Upay'),
  {
    gw: 'visacard',
    name: 'VISA',
    type: 'visa',
    method: 'card',
    cardType: 'VISA-Dutch Bangla',
    cardBrand: 'VISA',
    cardIssuer: 'TRUST BANK, LTD.',
    cardNo: '411111XXXXXX1111',
  },
  {
    gw: 'mastercard',
    name: 'MasterCard',
    type: 'master',
    method: 'card',
    cardType: 'MASTER-Dutch Bangla',
    cardBrand: 'MASTER',
    cardIssuer: 'Dutch Bangla Bank Limited',
    cardNo: '511111XXXXXX1111',
  },
  {
    gw: 'amexcard',
    name: 'AMEX',
    type: 'amex',
    method: 'card',
    cardType: 'AMEX-City Bank',
    cardBrand: 'AMEX',
    cardIssuer: 'The City Bank Ltd.',
    cardNo: '371111XXXXX1111',
  },
  {
    gw: 'city',
    name: 'Citytouch',
    type: 'internetbanking',
    method: 'internetbank',
    cardType: 'CITYTOUCHIB-Citytouch',
    cardBrand: 'IB',
    cardIssuer: 'The City Bank Ltd.',
    cardNo: '',
  },
  {
    gw: 'bankasia',
    name: 'Bank Asia',
    type: 'internetbanking',
    method: 'internetbank',
    cardType: 'BANKASIAIB-Bank Asia',
    cardBrand: 'IB',
    cardIssuer: 'Bank Asia Limited',
    cardNo: '',
  },
]

// multi_card_name's group names (§6.2.2); visacard, mastercard and amexcard are gateway keys too.
const GROUPS: Record<string, (gateway: Gateway) => boolean> = {
  mobilebank: (gateway) => gateway.type === 'mobilebanking',
  internetbank: (gateway) => gateway.type === 'internetbanking',
  othercard: (gateway) => gateway.type === 'othercards',
}

/** The gateway keys a session offers: those multi_card_name names (comma-joined), every one when it names none we have. */
export function gatewaysFor(multiCardName: string | undefined): string[] {
  const names = (multiCardName ?? '').split(',').map((name) => name.trim().toLowerCase())
  const chosen = GATEWAYS.filter((gateway) =>
    names.some((name) => name === gateway.gw || GROUPS[name]?.(gateway) === true),
  )
  return (chosen.length > 0 ? chosen : GATEWAYS).map((gateway) => gateway.gw)
}

export const gatewayOf = (gw: string | undefined) => GATEWAYS.find((gateway) => gateway.gw === gw)

/** The methods among a session's gateways, in the catalogue's order, each with the first gateway that pays it. */
export function methodsOf(gateways: string[]): { method: PayerMethod; gw: string }[] {
  const methods: { method: PayerMethod; gw: string }[] = []
  for (const gateway of GATEWAYS)
    if (gateways.includes(gateway.gw) && !methods.some((entry) => entry.method === gateway.method))
      methods.push({ method: gateway.method, gw: gateway.gw })
  return methods
}

/** desc[] of the session answer: one entry per gateway offered, each with its (sandbox) deep link. */
export function descOf(gateways: string[], base: string, sessionKey: string, amount: string) {
  return GATEWAYS.filter((gateway) => gateways.includes(gateway.gw)).map((gateway) => ({
    name: gateway.name,
    type: gateway.type,
    logo: `${base}/gwprocess/v4/image/gw/${gateway.gw}.png`,
    gw: gateway.gw,
    r_flag: '1',
    redirectGatewayURL: `${base}/gwprocess/v4/bankgw/indexhtmlOTP.php?mamount=${amount}&ssl_id=${sessionKey.toLowerCase()}&Q=REDIRECT&SESSIONKEY=${sessionKey}&tran_type=success&cardname=${gateway.gw}`,
  }))
}

/** gw of the session answer: the keys offered, grouped by type. */
export function gwOf(gateways: string[]) {
  const keys = (types: Gateway['type'][]) =>
    GATEWAYS.filter((gateway) => gateways.includes(gateway.gw) && types.includes(gateway.type))
      .map((gateway) => gateway.gw)
      .join(',')
  return {
    visa: keys(['visa']),
    master: keys(['master']),
    amex: keys(['amex']),
    othercards: keys(['othercards']),
    internetbanking: keys(['internetbanking']),
    mobilebanking: keys(['mobilebanking']),
  }
}
