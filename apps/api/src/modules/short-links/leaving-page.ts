import { escapeHtml } from '@mela/shared/html'
import { fillHtml } from '@mela/shared/texts'
import type { FastifyReply } from 'fastify'
import { sendPlainPage, visitorLanguage } from '../../lib/html.ts'
import type { ShortLinkTarget } from './short-link.service.ts'

// {host} is filled in escaped, in bold: the one thing the visitor has to read.
const WORDS = {
  en: {
    leaving: 'You are leaving Mela for {host}.',
    careful:
      'Mela did not check this site. Never type your bKash PIN or password on a site you did not expect.',
    go: 'Continue',
    back: 'Go back',
  },
  bn: {
    leaving: 'আপনি Mela ছেড়ে {host}-এ যাচ্ছেন।',
    careful: 'Mela এই সাইটটি যাচাই করেনি। অপ্রত্যাশিত কোনো সাইটে কখনো আপনার বিকাশ পিন বা পাসওয়ার্ড দেবেন না।',
    go: 'এগিয়ে যান',
    back: 'ফিরে যান',
  },
} as const

/** The page a short link to another site shows before going there, unless its owner is trusted. */
export function sendLeavingPage(reply: FastifyReply, target: ShortLinkTarget, acceptLanguage?: string) {
  const lang = visitorLanguage(acceptLanguage)
  const words = WORDS[lang]
  const leaving = fillHtml(words.leaving, {}, { host: `<strong>${escapeHtml(target.host)}</strong>` })
  return sendPlainPage(
    reply,
    200,
    `<p>${leaving}</p><p>${escapeHtml(words.careful)}</p>
<p><a href="${escapeHtml(target.url)}" rel="noreferrer noopener">${escapeHtml(words.go)}</a> · <a href="/">${escapeHtml(words.back)}</a></p>`,
    lang,
  )
}
