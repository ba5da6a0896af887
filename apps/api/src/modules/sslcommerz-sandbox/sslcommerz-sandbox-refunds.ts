import { poishaOf, bkashAmount as wireAmount } from '../payments/bkash-format.ts'
import type { Fields } from './sslcommerz-sandbox-sessions.ts'
import {
  newRefundRefId,
  refundSettlesAt,
  type Sandbox,
  type SandboxRefund,
  sslcommerzTime,
} from './sslcommerz-sandbox-state.ts'

const refused = (bankTranId: string, errorReason: string) => ({
  APIConnect: 'DONE',
  bank_tran_id: bankTranId,
  status: 'failed',
  errorReason,
})

/**
 * Refund initiate (bank_tran_id + refund_amount): partial refunds up to what is left, idempotent by
 * refund_trans_id (the same refund_ref_id again), refused with status failed and an errorReason otherwise;
 * status processing until refundDelayMs has passed since the refund began, success after.
 */
export function initiateRefund(sandbox: Sandbox, params: Fields) {
  const bankTranId = params.bank_tran_id ?? ''
  const session = sandbox.byBankTranId.get(bankTranId)
  if (session?.status !== 'VALID') return refused(bankTranId, 'Invalid bank_tran_id')
  const refundTransId = params.refund_trans_id ?? ''
  if (!refundTransId) return refused(bankTranId, 'refund_trans_id is required')
  if (refundTransId.length > 30) return refused(bankTranId, 'refund_trans_id is longer than 30 characters')
  if (!params.refund_remarks) return refused(bankTranId, 'refund_remarks is required')
  // processing while the bank moves the money (the refundDelayMs knob), success once it has.
  const answer = (refund: SandboxRefund) => ({
    APIConnect: 'DONE',
    bank_tran_id: bankTranId,
    trans_id: session.tranId,
    refund_ref_id: refund.refundRefId,
    status: sandbox.now() >= refundSettlesAt(sandbox, refund) ? 'success' : 'processing',
    errorReason: '',
  })
  const earlier = sandbox.refundsByTransId.get(refundTransId)
  if (earlier) return answer(earlier)
  const poisha = poishaOf(params.refund_amount)
  if (!poisha || !/^\d+\.\d\d$/.test(params.refund_amount ?? ''))
    return refused(bankTranId, 'refund_amount must be an amount with two decimals')
  const left = session.poisha - session.refunds.reduce((sum, refund) => sum + refund.poisha, 0)
  if (poisha > left)
    return refused(bankTranId, `Refund amount is greater than the refundable amount ${wireAmount(left)}`)
  const initiatedAt = sandbox.now()
  const refund = {
    refundRefId: newRefundRefId(),
    refundTransId,
    poisha,
    remarks: params.refund_remarks,
    refeId: params.refe_id ?? '',
    initiatedAt,
  }
  session.refunds.push(refund)
  sandbox.refundsByTransId.set(refundTransId, refund)
  sandbox.refunds.set(refund.refundRefId, { session, refund })
  return answer(refund)
}

/** Refund status (refund_ref_id): processing until refundDelayMs (as the knobs now say) has passed since it began. */
export function refundStatus(sandbox: Sandbox, refundRefId: string) {
  const found = sandbox.refunds.get(refundRefId)
  if (!found)
    return {
      APIConnect: 'DONE',
      refund_ref_id: refundRefId,
      status: 'failed',
      errorReason: 'Invalid refund_ref_id',
    }
  const { session, refund } = found
  const settlesAt = refundSettlesAt(sandbox, refund)
  const refunded = sandbox.now() >= settlesAt
  return {
    APIConnect: 'DONE',
    bank_tran_id: session.bankTranId ?? '',
    tran_id: session.tranId,
    refund_ref_id: refund.refundRefId,
    initiated_on: sslcommerzTime(refund.initiatedAt),
    refunded_on: refunded ? sslcommerzTime(settlesAt) : '',
    status: refunded ? 'refunded' : 'processing',
    errorReason: '',
  }
}
