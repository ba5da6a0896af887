import { randomBytes, randomInt } from 'node:crypto'
import type { BkashAccount } from '../payments/bkash-token.ts'

export type SandboxStatus = 'Initiated' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired'
export type PayerStep = 'wallet' | 'otp' | 'pin'

/** What tests may tell the sandbox to do (POST /bkash-sandbox/knobs). */
export type SandboxKnobs = {
  executeDelayMs?: number
  failExecuteWith?: string
  executeSucceedsTwice?: boolean
  completeOnTimeout?: boolean
  refundDelayMs?: number
}

export type SandboxRefund = { refundTrxID: string; poisha: number; sku: string; reason: string; at: Date }

export type SandboxPayment = {
  paymentID: string
  amount: string
  poisha: number
  payerReference: string
  callbackURL: string
  invoice: string
  createdAt: Date
  status: SandboxStatus
  // The payer confirmed with their PIN; execute may now complete the payment.
  authorised: boolean
  step: PayerStep
  wallet?: string
  wrongPins: number
  failure?: string
  trxID?: string
  executedAt?: Date
  refunds: SandboxRefund[]
  knobs: SandboxKnobs
}

/**
 * The sandbox's whole state, in memory: it stands in for bKash on one machine, so a restart
 * forgets open payments just as a fresh bKash sandbox account would have none.
 */
export type Sandbox = {
  account: BkashAccount
  publicUrl: string
  now: () => Date
  payments: Map<string, SandboxPayment>
  invoices: Set<string>
  idTokens: Map<string, number>
  refreshTokens: Map<string, number>
  knobs: SandboxKnobs
}

// bKash's own words (the error codes published at developer.bka.sh).
const MESSAGES: Record<string, string> = {
  '0000': 'Successful',
  '2001': 'Invalid App Key',
  '2002': 'Invalid Payment ID',
  '2003': 'Process failed',
  '2006': 'Invalid amount',
  '2007': 'Invalid currency',
  '2008': 'Invalid intent',
  '2015': 'Wrong PIN count exceeded',
  '2020': 'Exception Occurred',
  '2023': 'Insufficient Balance',
  '2024': 'Exception occurred',
  '2025': 'Invalid request body',
  '2026': 'The reversal amount cannot be greater than the original transaction amount',
  '2029': 'Duplicate for all transactions',
  '2031': 'Invalid merchant invoice number',
  '2033': 'Transaction not found',
  '2034': 'The transaction cannot be reversed because the original transaction has been reversed',
  '2037': 'The account of the debit party is in a state which prohibits execution of this transaction',
  '2049': 'Invalid Merchant Callback URL',
  '2056': 'Invalid Payment State',
  '2062': 'The payment has already been completed',
  '2063': 'Mode is not valid as per request data',
  '2065': 'Mandatory field missing',
  '2117': 'The payment execution has already been completed',
  '503': 'System is undergoing maintenance. Please try again later.',
}

export const PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** A new, empty sandbox. */
export const createSandbox = (account: BkashAccount, publicUrl: string, now = () => new Date()): Sandbox => ({
  account,
  publicUrl,
  now,
  payments: new Map(),
  invoices: new Set(),
  idTokens: new Map(),
  refreshTokens: new Map(),
  knobs: {},
})

/** bKash's status envelope; a code other than "0000" is a refusal, though sent with HTTP 200. */
export const statusBody = (code: string) => ({
  statusCode: code,
  statusMessage: MESSAGES[code] ?? 'Process failed',
})

/** A trxID as bKash writes them: 10 upper-case letters and digits. */
export const newTrxID = () => Array.from({ length: 10 }, () => ALPHANUMERIC[randomInt(36)]).join('')

/** A paymentID shaped like bKash's, e.g. TR0011ON1565154754797. */
export const newPaymentID = () => `TR0011${newTrxID().slice(0, 2)}${randomInt(10 ** 12, 10 ** 13)}`

/** An opaque token. */
export const newToken = () => randomBytes(24).toString('base64url')

/** A payment by ID, expired first when its 24 hours ran out unpaid. */
export function findPayment(sandbox: Sandbox, paymentID: unknown): SandboxPayment | undefined {
  const payment = typeof paymentID === 'string' ? sandbox.payments.get(paymentID) : undefined
  const age = payment ? sandbox.now().getTime() - payment.createdAt.getTime() : 0
  if (payment?.status === 'Initiated' && !payment.executedAt && age > PAYMENT_LIFETIME_MS)
    payment.status = 'Expired'
  return payment
}

/** The payment's knobs over the sandbox-wide ones. */
export const knobsOf = (sandbox: Sandbox, payment: SandboxPayment): SandboxKnobs => ({
  ...sandbox.knobs,
  ...payment.knobs,
})
