import { bkashAmount as wireAmount } from './bkash-format.ts'
import type { RequestObserver } from './gateway-http.ts'
import { PaymentError } from './payment-provider.ts'
import { askSslcommerz, paymentOf, refuseUnlessDone, textOf } from './sslcommerz-http.ts'
import { verifySslcommerzSignature } from './sslcommerz-sign.ts'

/** One payment as SSLCommerz's validation and query APIs describe it (their wire fields, as text). */
export type SslcommerzPayment = {
  status: string // VALID | VALIDATED | PENDING | FAILED | CANCELLED | UNATTEMPTED | EXPIRED | INVALID_TRANSACTION | INVALID
  tranId: string
  valId: string
  amount: string
  currency: string
  currencyType: string
  currencyAmount: string
  storeAmount: string
  bankTranId: string
  cardType: string
  cardBrand: string
  riskLevel: string
  riskTitle: string
  valueA: string
  error: string
}

/** What checkout, refunds and the IPN need from SSLCommerz (or its sandbox). */
export type SslcommerzGateway = {
  /** POST gwprocess/v4/api.php: FAILED with the gateway's failedreason, or TIMEOUT / UNREACHABLE / HTTP_<n>. */
  createSession(input: {
    tranId: string
    amountPoisha: number
    multiCardName?: string
    productName: string
    numOfItems: number
    customer: { name: string; email?: string; phone: string }
    successUrl: string
    failUrl: string
    cancelUrl: string
    ipnUrl: string
    valueA?: string
  }): Promise<{ sessionKey: string; gatewayPageURL: string; gateways: string[] }>
  /** validationserverAPI.php: APIConnect other than DONE → API_<value>; an unknown val_id → INVALID_TRANSACTION. */
  validate(valId: string): Promise<SslcommerzPayment>
  /** Every attempt carrying this tran_id; none found (INVALID) → []. */
  queryByTranId(tranId: string): Promise<SslcommerzPayment[]>
  /** Refund initiate: 'failed' → REFUND_FAILED with errorReason; no answer → TIMEOUT / UNREACHABLE / HTTP_<n>. */
  refund(input: {
    bankTranId: string
    refundTransId: string
    amountPoisha: number
    remarks: string
    refeId?: string
  }): Promise<{ refundRefId: string; status: 'success' | 'processing' }>
  /** Refund status; values SSLCommerz does not document read as processing. */
  refundStatus(
    refundRefId: string,
  ): Promise<{ status: 'refunded' | 'processing' | 'cancelled'; refundRefId: string }>
  /** verify_sign (and verify_sign_sha2) of a posted IPN or return, with this store's password. */
  verifySignature(fields: Record<string, string>): boolean
}

export type SslcommerzClientOptions = {
  /** The gateway's host, e.g. https://securepay.sslcommerz.com, or the sandbox's …/sslcommerz-sandbox */
  baseUrl: string
  storeId: string
  storePassword: string
  timeoutMs?: number
  /** Told of every request before it goes, with store_passwd masked. */
  onRequest?: RequestObserver
}

const REFUND_STATUSES = new Set(['refunded', 'processing', 'cancelled'])

/** SslcommerzGateway over SSLCommerz v4 (hosted checkout, validator APIs, refunds with refund_trans_id). */
export function createSslcommerzClient(options: SslcommerzClientOptions): SslcommerzGateway {
  const { baseUrl, storeId, storePassword, timeoutMs = 30_000, onRequest } = options
  const credentials = { store_id: storeId, store_passwd: storePassword }
  // The validator, query and refund APIs: GET with everything in the query string, as the official code does.
  const ask = (path: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, ...credentials, v: '1', format: 'json' })
    return askSslcommerz(`${baseUrl}/validator/api/${path}?${query}`, undefined, timeoutMs, onRequest)
  }
  const query = (params: Record<string, string>) => ask('merchantTransIDvalidationAPI.php', params)

  return {
    async createSession(input) {
      // cus_email, cus_add1, cus_city, cus_postcode and cus_country are mandatory; an e-ticket has no address.
      const form: Record<string, string> = {
        ...credentials,
        total_amount: wireAmount(input.amountPoisha),
        currency: 'BDT',
        tran_id: input.tranId,
        product_category: 'ticket',
        product_name: input.productName,
        product_profile: 'non-physical-goods',
        num_of_item: String(input.numOfItems),
        shipping_method: 'NO',
        success_url: input.successUrl,
        fail_url: input.failUrl,
        cancel_url: input.cancelUrl,
        ipn_url: input.ipnUrl,
        cus_name: input.customer.name,
        cus_email: input.customer.email || 'no-reply@mela.com.bd',
        cus_phone: input.customer.phone,
        cus_add1: 'Dhaka',
        cus_city: 'Dhaka',
        cus_postcode: '1000',
        cus_country: 'Bangladesh',
        value_a: input.valueA ?? '',
      }
      if (input.multiCardName) form.multi_card_name = input.multiCardName
      const answer = await askSslcommerz(`${baseUrl}/gwprocess/v4/api.php`, form, timeoutMs, onRequest)
      refuseUnlessDone(answer, false)
      const sessionKey = textOf(answer.body.sessionkey)
      const gatewayPageURL = textOf(answer.body.GatewayPageURL)
      if (textOf(answer.body.status) !== 'SUCCESS' || !gatewayPageURL)
        throw new PaymentError('FAILED', textOf(answer.body.failedreason) || 'SSLCommerz refused the session')
      const desc = Array.isArray(answer.body.desc) ? (answer.body.desc as Record<string, unknown>[]) : []
      return { sessionKey, gatewayPageURL, gateways: desc.map((gateway) => textOf(gateway?.gw)) }
    },

    async validate(valId) {
      const answer = await ask('validationserverAPI.php', { val_id: valId })
      refuseUnlessDone(answer)
      return paymentOf(answer.body)
    },

    async queryByTranId(tranId) {
      const answer = await query({ tran_id: tranId })
      refuseUnlessDone(answer)
      const elements = Array.isArray(answer.body.element) ? answer.body.element : []
      return elements
        .filter((element): element is Record<string, unknown> => !!element && typeof element === 'object')
        .map(paymentOf)
        .filter((payment) => payment.status !== 'INVALID')
    },

    async refund({ bankTranId, refundTransId, amountPoisha, remarks, refeId }) {
      const params: Record<string, string> = {
        bank_tran_id: bankTranId,
        refund_trans_id: refundTransId,
        refund_amount: wireAmount(amountPoisha),
        refund_remarks: remarks,
      }
      if (refeId) params.refe_id = refeId
      const answer = await query(params)
      refuseUnlessDone(answer)
      const status = textOf(answer.body.status)
      const refundRefId = textOf(answer.body.refund_ref_id)
      if ((status === 'success' || status === 'processing') && refundRefId) return { refundRefId, status }
      throw new PaymentError(
        'REFUND_FAILED',
        textOf(answer.body.errorReason) || 'SSLCommerz refused the refund',
      )
    },

    async refundStatus(refundRefId) {
      const answer = await query({ refund_ref_id: refundRefId })
      refuseUnlessDone(answer)
      const status = textOf(answer.body.status)
      return {
        status: REFUND_STATUSES.has(status) ? (status as 'refunded' | 'cancelled') : 'processing',
        refundRefId: textOf(answer.body.refund_ref_id) || refundRefId,
      }
    },

    verifySignature: (fields) => verifySslcommerzSignature(fields, storePassword),
  }
}
