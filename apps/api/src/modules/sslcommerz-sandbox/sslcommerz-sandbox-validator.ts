import type { Fields } from './sslcommerz-sandbox-sessions.ts'
import { isStore, type Sandbox, type SandboxSession, sslcommerzTime } from './sslcommerz-sandbox-state.ts'

/** The validator APIs' answer to a caller that is not the store (the documented value; the live one is a guess). */
export const INVALID_REQUEST = { APIConnect: 'INVALID_REQUEST' }

// A session's record as validation and query answers give it: the callback's fields without the signature,
// status VALIDATED once its val_id has been validated, PENDING while the buyer has not finished.
function recordOf(sandbox: Sandbox, session: SandboxSession) {
  const fields = session.callback ?? {
    tran_id: session.tranId,
    val_id: '',
    amount: '',
    currency: 'BDT',
    value_a: session.form.value_a ?? '',
    value_b: session.form.value_b ?? '',
    value_c: session.form.value_c ?? '',
    value_d: session.form.value_d ?? '',
  }
  const validated = session.status === 'VALID' && session.validations > 0
  return {
    ...fields,
    status: validated ? 'VALIDATED' : session.status,
    emi_instalment: '0',
    emi_amount: '0.00',
    emi_description: '',
    emi_issuer: '',
    discount_amount: '0.00',
    discount_percentage: '0',
    discount_remarks: '',
    account_details: '',
    gw_version: '',
    validated_on: validated ? sslcommerzTime(sandbox.now()) : '',
    cus_name: session.form.cus_name ?? '',
    cus_email: session.form.cus_email ?? '',
    cus_phone: session.form.cus_phone ?? '',
  }
}

/** validationserverAPI.php: VALID the first time, VALIDATED after; INVALID_TRANSACTION for any other val_id. */
export function validatePayment(sandbox: Sandbox, params: Fields) {
  if (!isStore(sandbox, params)) return INVALID_REQUEST
  const session = sandbox.byValId.get(params.val_id ?? '')
  if (session?.status !== 'VALID') return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' }
  const record = recordOf(sandbox, session)
  session.validations += 1
  return { ...record, APIConnect: 'DONE', validated_on: sslcommerzTime(sandbox.now()) }
}

/** merchantTransIDvalidationAPI.php?tran_id=: every attempt with that tran_id; none → one INVALID element. */
export function queryByTranId(sandbox: Sandbox, tranId: string) {
  const found = [...sandbox.sessions.values()].filter((session) => session.tranId === tranId)
  return {
    APIConnect: 'DONE',
    no_of_trans_found: found.length,
    element:
      found.length > 0
        ? found.map((session) => recordOf(sandbox, session))
        : [{ tran_id: tranId, status: 'INVALID' }],
  }
}

/** merchantTransIDvalidationAPI.php?sessionkey=: one flat record. */
export function queryBySession(sandbox: Sandbox, sessionKey: string) {
  const session = sandbox.sessions.get(sessionKey.toUpperCase())
  if (!session) return { APIConnect: 'DONE', status: 'INVALID', sessionkey: sessionKey }
  return { ...recordOf(sandbox, session), APIConnect: 'DONE', sessionkey: session.sessionKey }
}
