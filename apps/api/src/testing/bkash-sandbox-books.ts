import type { App } from '../app.ts'
import { SANDBOX_API, SANDBOX_REFUND_V2 } from '../modules/bkash-sandbox/bkash-sandbox.routes.ts'
import { poishaOf } from '../modules/payments/bkash-format.ts'

/** What the bKash sandbox holds for one payment: captured (0 unless completed) and refunded, in poisha. */
export type SandboxBooks = { captured: number; refunded: number }

const tokens = new WeakMap<App, string>()

async function idToken(app: App) {
  const known = tokens.get(app)
  if (known) return known
  const { username, password, appKey, appSecret } = app.config.bkash
  const granted = await app.inject({
    method: 'POST',
    url: `${SANDBOX_API}/token/grant`,
    headers: { username, password },
    payload: { app_key: appKey, app_secret: appSecret },
  })
  const token = (granted.json() as { id_token?: string }).id_token
  if (!token) throw new Error(`sandbox token refused: ${granted.body}`)
  tokens.set(app, token)
  return token
}

async function ask(app: App, url: string, payload: object) {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: await idToken(app), 'x-app-key': app.config.bkash.appKey },
    payload,
  })
  return answer.json() as Record<string, unknown>
}

/**
 * Reads the sandbox's own record of a payment, as bKash's merchant tools would show it: the payment's
 * status and amount, and every refund made of it (the v2 refund status lists them all).
 */
export async function sandboxBooks(app: App, paymentID: string): Promise<SandboxBooks> {
  const payment = await ask(app, `${SANDBOX_API}/payment/status`, { paymentID })
  if (payment.transactionStatus !== 'Completed') return { captured: 0, refunded: 0 }
  const captured = poishaOf(String(payment.amount)) ?? 0
  const refunds = await ask(app, `${SANDBOX_REFUND_V2}/status`, {
    paymentId: paymentID,
    trxId: payment.trxID,
  })
  const list = (refunds.refundTransactions ?? []) as { refundAmount: string }[]
  const refunded = list.reduce((sum, refund) => sum + (poishaOf(refund.refundAmount) ?? 0), 0)
  return { captured, refunded }
}
