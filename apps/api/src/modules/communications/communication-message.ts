import { fillPlaceholders } from '@mela/shared/communication'
import type { Mail } from '../messages/mail-transport.ts'
import type { Language } from '../messages/templates.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

// The footer every bulk e-mail carries: why the reader gets it and how to stop it (in their language).
const FOOTER: Record<Language, { why: string; stop: string }> = {
  en: {
    why: 'You get this message because you have tickets for {event} from {organization} on Mela.',
    stop: 'Stop messages from {organization}',
  },
  bn: {
    why: 'মেলা-তে {organization}-এর {event}-এর টিকিট আপনার আছে, তাই এই বার্তাটি পেয়েছেন।',
    stop: '{organization}-এর বার্তা বন্ধ করুন',
  },
}

export type MessageValues = {
  FirstName: string
  EventTitle: string
  TicketLink: string
  organization: string
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** One recipient's e-mail: the organizer's words with the placeholders filled, and the unsubscribe footer. */
export function communicationMail(
  to: string,
  message: { subject: string; body: string },
  values: MessageValues,
  unsubscribeLink: string,
  language: Language = 'en',
): Mail {
  const body = fillPlaceholders(message.body, values)
  const footer = FOOTER[language]
  const why = fill(footer.why, { event: values.EventTitle, organization: values.organization })
  const stop = fill(footer.stop, { organization: values.organization })
  const paragraphs = body
    .split(/\n{2,}/)
    .map((part) => `<p>${linkify(escapeHtml(part)).replace(/\n/g, '<br>')}</p>`)
    .join('')
  return {
    to,
    subject: fillPlaceholders(message.subject, values),
    text: `${body}\n\n--\n${why}\n${stop}: ${unsubscribeLink}`,
    html: `${paragraphs}<hr><p style="color:#666;font-size:12px">${escapeHtml(why)}<br>
<a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(stop)}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** One recipient's text message: the organizer's words, placeholders filled. */
export const communicationSms = (body: string, values: MessageValues) => fillPlaceholders(body, values)
