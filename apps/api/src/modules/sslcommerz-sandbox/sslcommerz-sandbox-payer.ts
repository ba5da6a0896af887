import { bkashAmount as wireAmount } from '../payments/bkash-format.ts'
import { signSslcommerz } from '../payments/sslcommerz-sign.ts'
import { gatewayOf, methodsOf } from './sslcommerz-sandbox-gateways.ts'
import {
  ANOTHER_AMOUNT_POISHA,
  newTransactionId,
  type PayerOutcome,
  type Sandbox,
  type SandboxSession,
  type SessionStatus,
  sslcommerzTime,
} from './sslcommerz-sandbox-state.ts'

/** The fields SSLCommerz signs since 2023, already in verify_key's sorted order. */
export const VERIFY_KEY =
  'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,card_sub_brand,card_type,currency,currency_amount,currency_rate,currency_type,error,risk_level,risk_title,status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d'

const STATUS: Record<PayerOutcome, SessionStatus> = {
  pay: 'VALID',
  risky: 'VALID',
  fail: 'FAILED',
  cancel: 'CANCELLED',
  unattempted: 'UNATTEMPTED',
  expired: 'EXPIRED',
}
// The words real payloads carry (MONIM testing.py); the failure is the sandbox's own.
const ERROR: Record<SessionStatus, string> = {
  PENDING: '',
  VALID: '',
  FAILED: 'Declined by the issuer (sandbox)',
  CANCELLED: 'Cancelled by User',
  UNATTEMPTED: 'Customer did not choose to pay any channel',
  EXPIRED: 'Session expired',
}

/** Signs a field set as the gateway does: verify_sign (md5), verify_sign_sha2 (sha256) and verify_key. */
export function signed(fields: Record<string, string>, password: string): Record<string, string> {
  const listed = { ...fields, verify_key: VERIFY_KEY }
  return {
    ...listed,
    verify_sign: signSslcommerz(listed, password, 'md5'),
    verify_sign_sha2: signSslcommerz(listed, password, 'sha256'),
    subscription_id: '',
  }
}

/** 97.5 % of the amount (the sandbox's fee in every published sample), to the poisha. */
const storeAmount = (poisha: number) => wireAmount(Math.round(poisha * 0.975))

/**
 * Ends a session as the payer chose on the page (method: a gateway key it offers, else its first): the
 * §6.3.3 field set, unsigned. Only VALID gets a val_id and is validated later; FAILED keeps a bank_tran_id.
 */
export function finishSession(sandbox: Sandbox, session: SandboxSession, outcome: PayerOutcome, gw?: string) {
  const now = sandbox.now()
  const status = STATUS[outcome]
  const paid = status === 'VALID'
  const gateway = gatewayOf(session.gateways.includes(gw ?? '') ? gw : methodsOf(session.gateways)[0]?.gw)
  const card = paid || status === 'FAILED' ? gateway : undefined
  session.status = status
  if (paid) session.valId = newTransactionId(now)
  if (paid || status === 'FAILED') session.bankTranId = newTransactionId(now)
  if (session.bankTranId) sandbox.byBankTranId.set(session.bankTranId, session)
  if (session.valId) sandbox.byValId.set(session.valId, session)
  const poisha = session.poisha + (paid && sandbox.knobs.paidAnotherAmount ? ANOTHER_AMOUNT_POISHA : 0)
  const amount = wireAmount(poisha)
  const risky = outcome === 'risky'
  session.callback = {
    status,
    tran_id: session.tranId,
    val_id: session.valId ?? '',
    amount,
    store_amount: paid ? storeAmount(poisha) : '',
    currency: 'BDT',
    bank_tran_id: session.bankTranId ?? '',
    tran_date: sslcommerzTime(now),
    card_type: card?.cardType ?? '',
    card_no: paid ? (card?.cardNo ?? '') : '',
    card_issuer: card?.cardIssuer ?? '',
    card_brand: card?.cardBrand ?? '',
    card_sub_brand: paid ? 'Classic' : '',
    card_issuer_country: card ? 'Bangladesh' : '',
    card_issuer_country_code: card ? 'BD' : '',
    store_id: sandbox.store.storeId,
    currency_type: 'BDT',
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: session.form.value_a ?? '',
    value_b: session.form.value_b ?? '',
    value_c: session.form.value_c ?? '',
    value_d: session.form.value_d ?? '',
    risk_level: risky ? '1' : '0',
    risk_title: risky ? 'Risky' : 'Safe',
    error: ERROR[status],
  }
  return session.callback
}

/** Where the browser is sent back to for a finished session; UNATTEMPTED and EXPIRED send it nowhere. */
export function returnUrlOf(session: SandboxSession): string | undefined {
  if (session.status === 'VALID') return session.form.success_url
  if (session.status === 'FAILED') return session.form.fail_url
  if (session.status === 'CANCELLED') return session.form.cancel_url
  return undefined
}
