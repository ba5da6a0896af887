import { escapeHtml } from '@mela/shared/html'
import { fillHtml, fillText } from '@mela/shared/texts'
import { containsLink, unlinkable } from '../../lib/links.ts'
import type { Mail } from '../messages/mail-transport.ts'
import type { Language } from '../messages/templates.ts'

const link = (url: string) => `<a href="${url}">${url}</a>`
// The organizer's own links (a verified organization's); a placeholder's braces end one.
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<{]+)/g, (url) => link(url))

// The footer every bulk e-mail carries: why the reader gets it and how to stop it (in their language).
const FOOTER: Record<Language, { why: string; stop: string }> = {
  en: {
    why: 'You get this message because you have tickets for {event} from {organization} on Mela.',
    stop: 'Stop messages from {organization}',
  },
  bn: {
    why: 'Mela-তে {organization}-এর {event}-এর টিকিট আপনার আছে, তাই এই বার্তাটি পেয়েছেন।',
    stop: '{organization}-এর বার্তা বন্ধ করুন',
  },
}

export type MessageValues = {
  FirstName: string
  EventTitle: string
  TicketLink: string
  organization: string
}

/** Whether the organization may send links (it is verified): otherwise names and titles never become one. */
export type MessageOptions = { unsubscribeLink: string; language?: Language; linksAllowed: boolean }

// The placeholders an organizer may write; any other braces in their words ({organization} too) stay as written.
const placeholders = ({ FirstName, EventTitle, TicketLink }: Omit<MessageValues, 'organization'>) => ({
  FirstName,
  EventTitle,
  TicketLink,
})

/**
 * The values as they may appear in the message. A buyer's name is theirs to choose, never a link; the
 * event title and organization name are unclickable unless the organization may send links. The ticket
 * link is the platform's own and stays a link.
 */
const shown = (values: MessageValues, linksAllowed: boolean): MessageValues => ({
  ...values,
  FirstName: unlinkable(values.FirstName),
  ...(linksAllowed
    ? {}
    : { EventTitle: unlinkable(values.EventTitle), organization: unlinkable(values.organization) }),
})

/**
 * True when the text, its placeholders filled, carries a link the organization may not send: any link for an
 * unverified one (so a link reaching the message through {EventTitle} counts as one written in it), a link
 * in the buyer's name for anyone. The ticket link is the platform's own: left out.
 */
export function refusedLink(text: string, values: MessageValues, linksAllowed: boolean): boolean {
  if (linksAllowed) return text.includes('{FirstName}') && containsLink(values.FirstName)
  return containsLink(fillText(text, placeholders({ ...values, TicketLink: '' })))
}

// The body's HTML is built from the escaped words, the organizer's links made links, then each value put in
// escaped: a value (a title, a buyer's name) is never read as markup, a link or a placeholder. The words are
// HTML by then (fillHtml would escape them twice), so the values go in already escaped.
function bodyHtml(body: string, values: MessageValues) {
  const html = placeholders({
    FirstName: escapeHtml(values.FirstName),
    EventTitle: escapeHtml(values.EventTitle),
    TicketLink: link(escapeHtml(values.TicketLink)),
  })
  return body
    .split(/\n{2,}/)
    .map((part) => linkify(escapeHtml(part)).replace(/\n/g, '<br>'))
    .map((part) => `<p>${fillText(part, html)}</p>`)
    .join('')
}

/** One recipient's e-mail: the organizer's words with the placeholders filled, and the unsubscribe footer. */
export function communicationMail(
  to: string,
  message: { subject: string; body: string },
  values: MessageValues,
  { unsubscribeLink, language = 'en', linksAllowed }: MessageOptions,
): Mail {
  const filled = shown(values, linksAllowed)
  // The footer is the platform's words: nothing in it is a link but the way to stop the messages.
  const named = { event: unlinkable(values.EventTitle), organization: unlinkable(values.organization) }
  const footer = FOOTER[language]
  const why = fillText(footer.why, named)
  const stop = fillText(footer.stop, named)
  return {
    to,
    subject: fillText(message.subject, placeholders(filled)),
    text: `${fillText(message.body, placeholders(filled))}\n\n--\n${why}\n${stop}: ${unsubscribeLink}`,
    html: `${bodyHtml(message.body, filled)}<hr><p style="color:#666;font-size:12px">${fillHtml(footer.why, named)}<br>
<a href="${escapeHtml(unsubscribeLink)}">${fillHtml(footer.stop, named)}</a></p>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

const BENGALI_LETTER = /[\u0980-\u09FF]/

/**
 * The language an organizer wrote a message in, which its ticket link carries: Bengali when its words hold a
 * Bengali letter (a Bengali message often mixes in English names; an English one rarely holds Bengali), else
 * English. The recipient's own language is not it: the organizer writes one message for everyone.
 */
export const languageOfWords = (message: { subject?: string | null; body: string }): Language =>
  BENGALI_LETTER.test(`${message.subject ?? ''}\n${message.body}`) ? 'bn' : 'en'

/** One recipient's text message: the organizer's words, placeholders filled. */
export const communicationSms = (body: string, values: MessageValues) => fillText(body, placeholders(values))
