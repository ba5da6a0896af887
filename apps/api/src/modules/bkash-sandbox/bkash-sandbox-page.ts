import { escapeHtml } from '@mela/shared/html'
import { formatTaka } from '@mela/shared/money'
import type { PayerView } from './bkash-sandbox-payer.ts'
import type { SandboxPayment } from './bkash-sandbox-state.ts'

export const PAYER_PAGE_PATH = '/bkash-sandbox/redirect/tokenized/'
/** The Bengali face the web app ships, served here for the taka sign, which many phones' fonts lack. */
export const TAKA_FONT_PATH = '/bkash-sandbox/taka.woff2'

// bKash pink; one column that fits a 360 px phone. Inline styles are allowed by our CSP, scripts are not.
const STYLE = `
@font-face{font-family:"Sandbox Taka";src:url("${TAKA_FONT_PATH}") format("woff2");unicode-range:U+09F3}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,"Sandbox Taka",sans-serif;background:#f4f4f6;color:#222}
header{background:#e2136e;color:#fff;padding:16px;text-align:center;font-weight:700;font-size:20px}
h1{font-size:20px;margin:0 0 12px}main{max-width:420px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:8px;padding:16px}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 12px;margin:0 0 16px}dt{color:#666}
dd{margin:0;text-align:right;min-width:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;font-size:20px;padding:10px;border:1px solid #bbb;border-radius:6px;letter-spacing:2px}
input:focus{outline:2px solid #e2136e;border-color:#e2136e}.hint{color:#666;font-size:14px;margin:6px 0 0}
.error{color:#b00020;font-weight:600;margin:8px 0 0}.actions{display:flex;gap:12px;margin-top:16px}
button{flex:1;font-size:16px;padding:12px;border-radius:6px;border:1px solid #e2136e;cursor:pointer}
.confirm{background:#e2136e;color:#fff}.cancel{background:#fff;color:#e2136e}`

const FIELDS = {
  wallet: {
    label: 'Wallet number',
    input: 'type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" placeholder="01XXXXXXXXX"',
    hint: 'Sandbox: any 01… number. 01823074817 has no balance; 01823074818 is blocked.',
  },
  otp: {
    label: 'Verification code',
    input: 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"',
    hint: 'Sandbox code: 123456',
  },
  pin: {
    label: 'PIN',
    input: 'type="password" inputmode="numeric" autocomplete="off" maxlength="5"',
    hint: 'Sandbox PIN: 12121',
  },
}

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>bKash <small>(sandbox)</small></header><main><div class="card">${body}</div></main></body></html>`
}

/** The payer page at one step: payment summary, one labelled field, Confirm (first, so Enter confirms) and Cancel. */
export function payerPage(payment: SandboxPayment, view: PayerView): string {
  const field = FIELDS[view.step]
  const sentTo = view.step === 'otp' ? `<p class="hint">Sent to ${escapeHtml(payment.wallet ?? '')}</p>` : ''
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''
  return layout(
    'Pay with bKash',
    `<h1>Pay with bKash</h1><dl><dt>Merchant</dt><dd>Mela</dd><dt>Invoice</dt><dd>${escapeHtml(payment.invoice)}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(formatTaka(payment.poisha))}</strong></dd></dl>
<form method="post" action="${PAYER_PAGE_PATH}">
<input type="hidden" name="paymentID" value="${escapeHtml(payment.paymentID)}">
<input type="hidden" name="step" value="${view.step}">
<label for="value">${field.label}</label>
<input id="value" name="value" ${field.input} required autofocus aria-describedby="hint">
<p class="hint" id="hint">${escapeHtml(field.hint)}</p>${sentTo}${error}
<div class="actions"><button class="confirm" type="submit" name="action" value="confirm">Confirm</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div></form>`,
  )
}

/** A page with a message and, when there is somewhere to go, a link back to the shop. */
export function noticePage(title: string, message: string, link?: string): string {
  const back = link ? `<p><a href="${escapeHtml(link)}">Back to the shop</a></p>` : ''
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`)
}
