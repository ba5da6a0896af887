import { randomBytes, randomInt } from 'node:crypto'

/** The four page buttons, and the two endings a buyer reaches by doing nothing (knobs route only). */
export type PayerOutcome = 'pay' | 'risky' | 'fail' | 'cancel' | 'unattempted' | 'expired'
export type SessionStatus = 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED' | 'UNATTEMPTED' | 'EXPIRED'

/** What tests may tell the sandbox to do (POST /sslcommerz-sandbox/knobs); sandbox-wide. */
export type SandboxKnobs = {
  /** When the IPN goes: before the browser is answered (the gateway's way), after it, twice, or never. */
  ipn?: 'before' | 'after' | 'twice' | 'never'
  ipnDelayMs?: number
  /** The IPN (not the browser's POST) says another amount, signed as if genuine. */
  ipnTamperedAmount?: boolean
  /**
   * The payment itself is for ANOTHER_AMOUNT_POISHA more than the session asked (an amount altered on the
   * way): the browser's POST, the IPN, validation and the transaction query all say so.
   */
  paidAnotherAmount?: boolean
  /** The IPN's and the browser's POST carry a signature made with another password. */
  badSignature?: boolean
  /** validationserverAPI.php answers HTTP 500, or only after this long (past the client's timeout). */
  validation?: 'answer' | 'http500' | 'hang'
  /** Refunds answer processing (initiate, status) until this long after they began (0: done at once). */
  refundDelayMs?: number
}

export type SandboxRefund = {
  refundRefId: string
  refundTransId: string
  poisha: number
  remarks: string
  refeId: string
  initiatedAt: Date
}

/**
 * When a refund is done: refundDelayMs after it began, read from the knobs as they are now, so that a test
 * can keep a refund processing and then let it finish by setting the knob back.
 */
export const refundSettlesAt = (sandbox: Sandbox, refund: SandboxRefund) =>
  new Date(refund.initiatedAt.getTime() + (sandbox.knobs.refundDelayMs ?? 0))

export type SandboxSession = {
  sessionKey: string
  tranId: string
  poisha: number
  /** Every field the shop posted, as posted (value_a…d, URLs, multi_card_name, cus_*). */
  form: Record<string, string>
  gateways: string[]
  createdAt: Date
  status: SessionStatus
  /** Set once the buyer finished on the page: the fields posted to the shop (signed). */
  callback?: Record<string, string>
  valId?: string
  bankTranId?: string
  validations: number
  refunds: SandboxRefund[]
}

/**
 * The sandbox's whole state, in memory, as bkash-sandbox-state.ts keeps bKash's: a restart forgets every
 * session, as a fresh sandbox store would have none.
 */
export type Sandbox = {
  store: { storeId: string; storePassword: string }
  /** Where the payer page is reached: PUBLIC_URL + /sslcommerz-sandbox. */
  baseUrl: string
  now: () => Date
  sessions: Map<string, SandboxSession>
  byValId: Map<string, SandboxSession>
  byBankTranId: Map<string, SandboxSession>
  refunds: Map<string, { session: SandboxSession; refund: SandboxRefund }>
  refundsByTransId: Map<string, SandboxRefund>
  knobs: SandboxKnobs
  log: (message: string, error?: unknown) => void
}

export const SANDBOX_PREFIX = '/sslcommerz-sandbox'

/** How far off a tampered amount is (ipnTamperedAmount, paidAnotherAmount): 100 taka. */
export const ANOTHER_AMOUNT_POISHA = 100_00

export const createSandbox = (
  store: Sandbox['store'],
  publicUrl: string,
  log: Sandbox['log'],
  now = () => new Date(),
): Sandbox => ({
  store,
  baseUrl: `${publicUrl}${SANDBOX_PREFIX}`,
  now,
  sessions: new Map(),
  byValId: new Map(),
  byBankTranId: new Map(),
  refunds: new Map(),
  refundsByTransId: new Map(),
  knobs: {},
  log,
})

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const BANGLADESH_OFFSET_MS = 6 * 60 * 60 * 1000

const randomText = (length: number) => Array.from({ length }, () => ALPHANUMERIC[randomInt(62)]).join('')

/** Dhaka time as SSLCommerz writes it: 2020-01-05 22:58:21. */
export const sslcommerzTime = (date: Date) =>
  new Date(date.getTime() + BANGLADESH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

/** A val_id or bank_tran_id as SSLCommerz makes them: yyMMddHHmmss and 15 random letters and digits. */
export const newTransactionId = (date: Date) =>
  `${sslcommerzTime(date).replace(/\D/g, '').slice(2)}${randomText(15)}`

/** A session key: 32 upper-case hex characters. */
export const newSessionKey = () => randomBytes(16).toString('hex').toUpperCase()

/** A refund reference. */
export const newRefundRefId = () => `RFD${randomText(12)}`

/** The session a payer page address (…/EasyCheckOut/testcde<session key in lower case>) names. */
export function sessionOfPage(sandbox: Sandbox, pageId: string): SandboxSession | undefined {
  const key = pageId.replace(/^testcde/, '').toUpperCase()
  return /^[0-9A-F]{32}$/.test(key) ? sandbox.sessions.get(key) : undefined
}

/** True for the store the sandbox was set up with. */
export const isStore = (sandbox: Sandbox, fields: Record<string, string | undefined>) =>
  fields.store_id === sandbox.store.storeId && fields.store_passwd === sandbox.store.storePassword
