import type { Language } from '@mela/shared/constants'
import { escapeHtml } from '@mela/shared/html'
import { formatTaka } from '@mela/shared/money'
import { methodsOf } from './sslcommerz-sandbox-gateways.ts'
import { SANDBOX_PREFIX, type SandboxSession } from './sslcommerz-sandbox-state.ts'
import { SANDBOX_WORDS, type SandboxWords } from './sslcommerz-sandbox-words.ts'

export const PAGE_PATH = `${SANDBOX_PREFIX}/EasyCheckOut/`
/** The Bengali face, served by the sandbox itself (it also runs alone, without Mela's or bKash's pages). */
export const BENGALI_FONT_PATH = `${SANDBOX_PREFIX}/bengali.woff2`
/** The one script: it submits the return form. From our origin, so the CSP's script-src 'self' allows it. */
export const RETURN_SCRIPT_PATH = `${SANDBOX_PREFIX}/return.js`
export const RETURN_SCRIPT = "document.getElementById('return').submit()\n"

// One column that fits a 360 px phone, the Bengali face first for the reasons bkash-sandbox-page.ts gives.
const STYLE = `
@font-face{font-family:"Sandbox Bengali";src:url("${BENGALI_FONT_PATH}") format("woff2");unicode-range:U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 "Sandbox Bengali",system-ui,sans-serif;background:#f2f5f8;color:#222}
header{background:#0b5ea8;color:#fff;padding:16px;text-align:center;font-weight:700;font-size:20px}
h1{font-size:20px;margin:0 0 12px}main{max-width:420px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:8px;padding:16px}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 12px;margin:0 0 16px}dt{color:#666}
dd{margin:0;text-align:right;min-width:0;overflow-wrap:anywhere}
fieldset{border:1px solid #ccd;border-radius:6px;margin:0 0 12px;padding:8px 12px}legend{font-weight:600;padding:0 4px}
fieldset label{display:flex;align-items:center;gap:8px;padding:6px 0}.hint{color:#666;font-size:14px;margin:6px 0 0}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:16px}
button{font:inherit;font-size:16px;padding:12px;border-radius:6px;border:1px solid #0b5ea8;background:#fff;color:#0b5ea8;cursor:pointer}
.pay{background:#0b5ea8;color:#fff}`

function layout(words: SandboxWords, language: Language, title: string, body: string, script = '') {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>SSLCommerz <small>(${escapeHtml(words.sandbox)})</small></header><main><div class="card">${body}</div></main>${script}</body></html>`
}

const button = (name: string, value: string, text: string) =>
  `<button class="${value}" type="submit" name="${name}" value="${value}">${escapeHtml(text)}</button>`

// One method named outright (the buyer chose it on Mela); several offered as a choice, the first checked.
function methodPart(session: SandboxSession, words: SandboxWords) {
  const methods = methodsOf(session.gateways)
  const [only] = methods
  if (methods.length === 1 && only)
    return {
      summary: `<dt>${escapeHtml(words.method)}</dt><dd>${escapeHtml(words.methods[only.method])}</dd>`,
      field: `<input type="hidden" name="method" value="${escapeHtml(only.gw)}">`,
    }
  const choices = methods.map(
    ({ method, gw }, index) =>
      `<label><input type="radio" name="method" value="${escapeHtml(gw)}"${index === 0 ? ' checked' : ''}>${escapeHtml(words.methods[method])}</label>`,
  )
  return {
    summary: '',
    field: `<fieldset><legend>${escapeHtml(words.chooseMethod)}</legend>${choices.join('')}</fieldset>`,
  }
}

/** The payer page of a session: what is paid to whom, the method, and the four outcomes as buttons. */
export function payerPage(session: SandboxSession, pageId: string, language: Language): string {
  const words = SANDBOX_WORDS[language]
  const { summary, field } = methodPart(session, words)
  return layout(
    words,
    language,
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><dl><dt>${escapeHtml(words.store)}</dt><dd>Mela</dd>
<dt>${escapeHtml(words.transaction)}</dt><dd>${escapeHtml(session.tranId)}</dd>
<dt>${escapeHtml(words.amount)}</dt><dd><strong>${escapeHtml(formatTaka(session.poisha, { digits: language }))}</strong></dd>${summary}</dl>
<form method="post" action="${PAGE_PATH}${escapeHtml(pageId)}?lang=${language}">${field}
<p class="hint">${escapeHtml(words.hint)}</p>
<div class="actions">${button('outcome', 'pay', words.pay)}${button('outcome', 'risky', words.risky)}
${button('outcome', 'fail', words.fail)}${button('outcome', 'cancel', words.cancel)}</div></form>`,
  )
}

/** The answer to a finished page: a form POSTing the signed fields to the shop, submitted by return.js. */
export function returnPage(action: string, fields: Record<string, string>, language: Language): string {
  const words = SANDBOX_WORDS[language]
  const inputs = Object.entries(fields).map(
    ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  )
  return layout(
    words,
    language,
    words.returning,
    `<h1>${escapeHtml(words.returning)}</h1><form id="return" method="post" action="${escapeHtml(action)}">
${inputs.join('\n')}
<button class="pay" type="submit">${escapeHtml(words.continue)}</button></form>`,
    `<script src="${RETURN_SCRIPT_PATH}"></script>`,
  )
}

/** A page with a message only. */
export function noticePage(language: Language, title: string, message: string): string {
  const words = SANDBOX_WORDS[language]
  return layout(words, language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`)
}
