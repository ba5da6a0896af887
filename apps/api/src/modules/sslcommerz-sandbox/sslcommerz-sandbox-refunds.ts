import { poishaOf, bkashAmount as wireAmount } from '../payments/bkash-format.ts'
import type { Fields } from './sslcommerz-sandbox-sessions.ts'
import { newRefundRefId, type Sandbox, sslcommerzTime } from './sslcommerz-sandbox-state.ts'

const refused = (bankTranId: string, errorReason: string) => ({
  APIConnect: 'DONE',
  bank_tran_id: bankTranId,
  status: 'failed',
  errorReason,
})

/**
 * Refund initiate (bank_tran_id + refund_amount): partial refunds up to what is left, idempotent by
 * refund_trans_id (the same refund_ref_id again), refused with status failed and an errorReason otherwise.
 */
export function initiateRefund(sandbox: Sandbox, params: Fields) {
  const bankTranId = params.bank_tran_id ?? ''
  const session = sandbox.byBankTranId.get(bankTranId)
  if (session?.status !== 'VALID') return refused(bankTranId, 'Invalid bank_tran_id')
  const refundTransId = params.refund_trans_id ?? ''
  if (!refundTransId) return refused(bankTranId, 'refund_trans_id is required')
  if (refundTransId.length > 30) return refused(bankTranId, 'refund_trans_id is longer than 30 characters')
  if (!params.refund_remarks) return refused(bankTranId, 'refund_remarks is required')
  const answer = (refundRefId: string) => ({
    APIConnect: 'DONE',
    bank_tran_id: bankTranId,
    trans_id: session.tranId,
    refund_ref_id: refundRefId,
    status: 'success',
    errorReason: '',
  })
  const earlier = sandbox.refundsByTransId.get(refundTransId)
  if (earlier) return answer(earlier.refundRefId)
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
    settlesAt: new Date(initiatedAt.getTime() + (sandbox.knobs.refundDelayMs ?? 0)),
  }
  session.refunds.push(refund)
  sandbox.refundsByTransId.set(refundTransId, refund)
  sandbox.refunds.set(refund.refundRefId, { session, refund })
  return answer(refund.refundRefId)
}

/** Refund status (refund_ref_id): processing until refundDelayMs has passed since it began, then refunded. */
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
  const refunded = sandbox.now() >= refund.settlesAt
  return {
    APIConnect: 'DONE',
    bank_tran_id: session.bankTranId ?? '',
    tran_id: session.tranId,
    refund_ref_id: refund.refundRefId,
    initiated_on: sslcommerzTime(refund.initiatedAt),
    refunded_on: refunded ? sslcommerzTime(refund.settlesAt) : '',
    status: refunded ? 'refunded' : 'processing',
    errorReason: '',
  }
}
