import { toAsciiDigits } from '@mela/shared/digits'
import { callbackURLOf } from './bkash-sandbox-payments.ts'
import type { PayerStep, SandboxPayment } from './bkash-sandbox-state.ts'

/** What the payer typed wrong, shown in the page's language (bkash-sandbox-words.ts). */
export type PayerError = { wrong: 'wallet' | 'otp' } | { wrong: 'pin'; triesLeft: number }
/** Either the page to show (a step, maybe with an error) or where to send the payer's browser. */
export type PayerView = { step: PayerStep; error?: PayerError }
export type PayerResult = PayerView | { redirect: string }

// bKash's published sandbox credentials (the README's table of what to type on the payer page).
export const SANDBOX_OTP = '123456'
export const SANDBOX_PIN = '12121'
const WALLET = /^01[3-9]\d{8}$/
const PIN_TRIES = 3
// Sandbox wallets that cannot pay, and the code bKash gives for each.
const REFUSING_WALLETS: Record<string, string> = { '01823074817': '2023', '01823074818': '2037' }

/** Where the payer goes back to for a payment the page is finished with. */
export function finishedRedirect(payment: SandboxPayment): string | undefined {
  if (payment.status === 'Initiated' && !payment.authorised) return undefined
  if (payment.status === 'Cancelled') return callbackURLOf(payment, 'cancel')
  const paid = payment.authorised && (payment.status === 'Initiated' || payment.status === 'Completed')
  return callbackURLOf(payment, paid ? 'success' : 'failure')
}

function fail(payment: SandboxPayment, code: string): PayerResult {
  payment.status = 'Failed'
  payment.failure = code
  return { redirect: callbackURLOf(payment, 'failure') }
}

function checkPin(payment: SandboxPayment, pin: string): PayerResult {
  if (pin !== SANDBOX_PIN) {
    payment.wrongPins += 1
    if (payment.wrongPins >= PIN_TRIES) return fail(payment, '2015')
    const left = PIN_TRIES - payment.wrongPins
    return { step: 'pin', error: { wrong: 'pin', triesLeft: left } }
  }
  const refusal = REFUSING_WALLETS[payment.wallet ?? '']
  if (refusal) return fail(payment, refusal)
  // Authorised only: the money moves when the merchant calls execute.
  payment.authorised = true
  return { redirect: callbackURLOf(payment, 'success') }
}

/**
 * One step of the payer page: wallet number, then verification code, then PIN. A form from an
 * earlier step (the back button) just shows the current one again.
 */
export function payerStep(
  payment: SandboxPayment,
  input: { step?: string; value?: string; cancel?: boolean },
): PayerResult {
  const finished = finishedRedirect(payment)
  if (finished) return { redirect: finished }
  if (input.cancel) {
    payment.status = 'Cancelled'
    return { redirect: callbackURLOf(payment, 'cancel') }
  }
  if (input.step !== payment.step) return { step: payment.step }
  // A Bengali keyboard types ০১৭…: the same number.
  const value = toAsciiDigits((input.value ?? '').trim())
  if (payment.step === 'wallet') {
    if (!WALLET.test(value)) return { step: 'wallet', error: { wrong: 'wallet' } }
    payment.wallet = value
    payment.step = 'otp'
    return { step: 'otp' }
  }
  if (payment.step === 'otp') {
    if (value !== SANDBOX_OTP) return { step: 'otp', error: { wrong: 'otp' } }
    payment.step = 'pin'
    return { step: 'pin' }
  }
  return checkPin(payment, value)
}

/** All three steps at once, as a test would type them; stops at the first step that is refused. */
export function payAtOnce(payment: SandboxPayment, input: { wallet: string; otp: string; pin: string }) {
  let result: PayerResult = { step: payment.step }
  for (const [step, value] of [
    ['wallet', input.wallet],
    ['otp', input.otp],
    ['pin', input.pin],
  ] as const) {
    if ('redirect' in result || result.error) return result
    if (payment.step === step) result = payerStep(payment, { step, value })
  }
  return result
}
