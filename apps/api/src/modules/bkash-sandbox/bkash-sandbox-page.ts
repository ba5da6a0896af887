import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import { escapeHtml } from '@mela/shared/html'
import { formatTaka } from '@mela/shared/money'
import { fillText } from '@mela/shared/texts'
import type { PayerView } from './bkash-sandbox-payer.ts'
import type { SandboxPayment } from './bkash-sandbox-state.ts'
import { payerErrorText, SANDBOX_WORDS, type SandboxWords } from './bkash-sandbox-words.ts'

export const PAYER_PAGE_PATH = '/bkash-sandbox/redirect/tokenized/'
/** The Bengali face the web app ships, served here for Bengali words and the taka sign, which many fonts lack. */
export const BENGALI_FONT_PATH = '/bkash-sandbox/bengali.woff2'

// bKash pink; one column that fits a 360 px phone. Inline styles are allowed by our CSP, scripts are not.
// The Bengali face comes first and covers only Bengali (its block with ৳, the danda ।, the joiners): listed
// after the system fonts, Chromium on Linux took ৳ from a Latin font's stand-in and drew an empty box (as in
// the web app's theme.ts), and the danda, outside the Bengali block, was a box until the range named it.
const STYLE = `
@font-face{font-family:"Sandbox Bengali";src:url("${BENGALI_FONT_PATH}") format("woff2");unicode-range:U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 "Sandbox Bengali",system-ui,sans-serif;background:#f4f4f6;color:#222}
header{background:#e2136e;color:#fff;padding:16px;text-align:center;font-weight:700;font-size:20px}
h1{font-size:20px;margin:0 0 12px}main{max-width:420px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:8px;padding:16px}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 12px;margin:0 0 16px}dt{color:#666}
dd{margin:0;text-align:right;min-width:0;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-bottom:6px}
input{width:100%;font:inherit;font-size:20px;padding:10px;border:1px solid #bbb;border-radius:6px;letter-spacing:2px}
input:focus{outline:2px solid #e2136e;border-color:#e2136e}.hint{color:#666;font-size:14px;margin:6px 0 0}
.error{color:#b00020;font-weight:600;margin:8px 0 0}.actions{display:flex;gap:12px;margin-top:16px}
button{flex:1;font:inherit;font-size:16px;padding:12px;border-radius:6px;border:1px solid #e2136e;cursor:pointer}
.confirm{background:#e2136e;color:#fff}.cancel{background:#fff;color:#e2136e}`

const INPUTS = {
  wallet: 'type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" placeholder="01XXXXXXXXX"',
  otp: 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"',
  pin: 'type="password" inputmode="numeric" autocomplete="off" maxlength="5"',
}

const HINTS = { wallet: 'walletHint', otp: 'otpHint', pin: 'pinHint' } as const

function layout(words: SandboxWords, language: Language, title: string, body: string) {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>bKash <small>(${escapeHtml(words.sandbox)})</small></header><main><div class="card">${body}</div></main></body></html>`
}

/**
 * The payer page at one step, in the payer's language: payment summary, one labelled field, Confirm (first, so
 * Enter confirms) and Cancel. The form posts back with the language, so every step speaks the same.
 */
export function payerPage(payment: SandboxPayment, view: PayerView, language: Language): string {
  const words = SANDBOX_WORDS[language]
  const label = words[view.step]
  const wallet = localizeDigits(payment.wallet ?? '', language)
  const sentTo =
    view.step === 'otp' ? `<p class="hint">${escapeHtml(fillText(words.sentTo, { wallet }))}</p>` : ''
  const error = view.error
    ? `<p class="error" role="alert">${escapeHtml(payerErrorText(view.error, language))}</p>`
    : ''
  return layout(
    words,
    language,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><dl><dt>${escapeHtml(words.merchant)}</dt><dd>Mela</dd>
<dt>${escapeHtml(words.invoice)}</dt><dd>${escapeHtml(payment.invoice)}</dd>
<dt>${escapeHtml(words.amount)}</dt><dd><strong>${escapeHtml(formatTaka(payment.poisha, { digits: language }))}</strong></dd></dl>
<form method="post" action="${PAYER_PAGE_PATH}?lang=${language}">
<input type="hidden" name="paymentID" value="${escapeHtml(payment.paymentID)}">
<input type="hidden" name="step" value="${view.step}">
<label for="value">${escapeHtml(label)}</label>
<input id="value" name="value" ${INPUTS[view.step]} required autofocus aria-describedby="hint">
<p class="hint" id="hint">${escapeHtml(words[HINTS[view.step]])}</p>${sentTo}${error}
<div class="actions"><button class="confirm" type="submit" name="action" value="confirm">${escapeHtml(words.confirm)}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(words.cancel)}</button></div></form>`,
  )
}

/** A page with a message and, when there is somewhere to go, a link back to the shop. */
export function noticePage(language: Language, title: string, message: string, link?: string): string {
  const words = SANDBOX_WORDS[language]
  const back = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(words.back)}</a></p>` : ''
  return layout(words, language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`)
}
