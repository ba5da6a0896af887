import { bkashAmount as wireAmount } from '../payments/bkash-format.ts'
import { finishSession, returnUrlOf, signed } from './sslcommerz-sandbox-payer.ts'
import {
  ANOTHER_AMOUNT_POISHA,
  type PayerOutcome,
  type Sandbox,
  type SandboxSession,
} from './sslcommerz-sandbox-state.ts'

const IPN_TIMEOUT_MS = 10_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

// A shop that is down or slow must not stop the sandbox: the failure is logged, as a gateway would retry or not.
async function postIpn(sandbox: Sandbox, url: string, fields: Record<string, string>) {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
    })
    await answer.arrayBuffer()
    if (!answer.ok) sandbox.log(`the shop answered the IPN with HTTP ${answer.status} (${url})`)
  } catch (error) {
    sandbox.log(`the IPN did not reach the shop (${url})`, error)
  }
}

/**
 * The signed fields of a finished session, for the browser's POST and the IPN (tampered or wrongly signed
 * when the knobs say so); the store password itself never leaves the sandbox.
 */
export function signedCallbacks(sandbox: Sandbox, session: SandboxSession) {
  const { badSignature, ipnTamperedAmount } = sandbox.knobs
  const password = badSignature ? `${sandbox.store.storePassword}-not` : sandbox.store.storePassword
  const fields = session.callback ?? {}
  const browser = signed(fields, password)
  if (!ipnTamperedAmount) return { browser, ipn: browser }
  const amount = wireAmount(session.poisha + ANOTHER_AMOUNT_POISHA)
  return { browser, ipn: signed({ ...fields, amount, currency_amount: amount }, password) }
}

/**
 * Sends the IPN to the session's ipn_url as the knobs say: by default once, before the browser is answered
 * (the gateway's order); `after` answers the browser first; `twice` sends it twice; `never` not at all.
 * Resolves when the browser may be answered.
 */
export async function sendIpn(sandbox: Sandbox, session: SandboxSession, fields: Record<string, string>) {
  const url = session.form.ipn_url
  const { ipn = 'before', ipnDelayMs = 0 } = sandbox.knobs
  if (!url || ipn === 'never') return
  if (ipn === 'after') {
    void pause(ipnDelayMs).then(() => postIpn(sandbox, url, fields))
    return
  }
  if (ipnDelayMs > 0) await pause(ipnDelayMs)
  await postIpn(sandbox, url, fields)
  if (ipn === 'twice') await postIpn(sandbox, url, fields)
}

/**
 * The buyer's choice on the page, carried out as the gateway does: the session ends, the IPN goes (as the
 * knobs say), and the answer says where the browser POSTs which fields (nowhere for UNATTEMPTED / EXPIRED).
 */
export async function finishAndNotify(
  sandbox: Sandbox,
  session: SandboxSession,
  outcome: PayerOutcome,
  gw?: string,
): Promise<{ action: string | undefined; fields: Record<string, string> }> {
  finishSession(sandbox, session, outcome, gw)
  const { browser, ipn } = signedCallbacks(sandbox, session)
  await sendIpn(sandbox, session, ipn)
  return { action: returnUrlOf(session), fields: browser }
}
