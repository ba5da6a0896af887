import { localizeDigits } from '@mela/shared/digits'
import { escapeHtml } from '@mela/shared/html'
import { type CountedText, countedText, fillHtml, fillText } from '@mela/shared/texts'
import type { Mail } from './mail-transport.ts'
import type { Language } from './templates.ts'

type TicketTexts = {
  subject: CountedText
  greeting: string
  intro: CountedText
  when: string
  total: string
  surcharge: string
  action: CountedText
  attached: CountedText
  pdf: string
  sms: CountedText
  codes: CountedText
}

const both = (text: string): CountedText => ({ one: text, other: text })

const CONFIRMED: Record<Language, TicketTexts> = {
  en: {
    subject: both('Your tickets: {event}'),
    greeting: 'Hello {name},',
    intro: { one: 'Your ticket for {event} is confirmed.', other: 'Your tickets for {event} are confirmed.' },
    when: 'When',
    total: 'Total paid',
    surcharge: 'Payment fee',
    action: { one: 'Open your ticket and its QR code', other: 'Open your tickets and their QR codes' },
    attached: {
      one: 'Your ticket is attached as {file}, to print or keep on your phone.',
      other: 'Your tickets are attached as {file}, one a page, to print or keep on your phone.',
    },
    pdf: 'Download the PDF',
    sms: {
      one: 'Mela: {n} ticket for {event} confirmed.{codes} Show its QR code at the gate: {link}',
      other: 'Mela: {n} tickets for {event} confirmed.{codes} Show their QR codes at the gate: {link}',
    },
    codes: { one: ' Door code: {codes}.', other: ' Door codes: {codes}.' },
  },
  bn: {
    subject: both('আপনার টিকিট: {event}'),
    greeting: 'প্রিয় {name},',
    intro: both('{event}-এর জন্য আপনার টিকিট নিশ্চিত হয়েছে।'),
    when: 'সময়',
    total: 'মোট পরিশোধ',
    surcharge: 'পেমেন্ট ফি',
    action: both('আপনার টিকিট ও কিউআর কোড দেখুন'),
    attached: {
      one: 'আপনার টিকিট {file} ফাইলে সংযুক্ত, প্রিন্ট করুন বা ফোনে রেখে দিন।',
      other: 'আপনার টিকিট {file} ফাইলে সংযুক্ত, প্রতি পাতায় একটি, প্রিন্ট করুন বা ফোনে রেখে দিন।',
    },
    pdf: 'PDF ডাউনলোড করুন',
    sms: both('Mela: {event}-এর {n}টি টিকিট নিশ্চিত।{codes} প্রবেশপথে কিউআর কোড দেখান: {link}'),
    codes: both(' প্রবেশ কোড: {codes}।'),
  },
}

// A seat passed on is a gift from someone the recipient knows: it says who, and never reads like a purchase
// they did not make (nor names a total they did not pay).
const GIFT: Record<Language, Pick<TicketTexts, 'subject' | 'intro' | 'sms'>> = {
  en: {
    subject: {
      one: '{giver} passed you a ticket: {event}',
      other: '{giver} passed you {n} tickets: {event}',
    },
    intro: {
      one: '{giver} passed you {n} ticket to {event}. It is yours now.',
      other: '{giver} passed you {n} tickets to {event}. They are yours now.',
    },
    sms: {
      one: 'Mela: {giver} passed you {n} ticket to {event}: {link}{codes}',
      other: 'Mela: {giver} passed you {n} tickets to {event}: {link}{codes}',
    },
  },
  bn: {
    subject: both('{giver} আপনাকে টিকিট দিয়েছেন: {event}'),
    intro: both('{giver} আপনাকে {event}-এর {n}টি টিকিট দিয়েছেন। টিকিট এখন আপনার।'),
    sms: both('Mela: {giver} আপনাকে {event}-এর {n}টি টিকিট দিয়েছেন: {link}{codes}'),
  },
}

const SOMEONE: Record<Language, string> = { en: 'Someone', bn: 'একজন' }

/** The texts of a confirmation, or of a gift when `giver` is given (the empty name of a giver reads "Someone"). */
function textsOf(language: Language, giver: string | undefined) {
  if (giver === undefined) return { t: CONFIRMED[language], giver: '' }
  return { t: { ...CONFIRMED[language], ...GIFT[language] }, giver: giver.trim() || SOMEONE[language] }
}

export type TicketsMessage = {
  name: string
  event: string
  when: string
  seats: string[]
  total: string
  /** The way of paying's fee in the total, when the event passed it to the buyer (none: no line). */
  surcharge?: string
  link: string
  /** The attached PDF's file name and a signed-out link to download it again (no PDF, no line). */
  pdf?: { file: string; link: string }
  /** Who passed the seats on, for a transfer's recipient. */
  giver?: string
}

/**
 * The mail of paid seats: seats, time, total (not for a gift), the link to the QR codes, and a line naming the
 * attached PDF with a link to it.
 */
export function ticketsMail(language: Language, to: string, values: TicketsMessage): Mail {
  const { t, giver } = textsOf(language, values.giver)
  const count = values.seats.length
  const named = { name: values.name, event: values.event, giver, n: localizeDigits(String(count), language) }
  const action = countedText(t.action, count, {})
  const lines = [
    `${t.when}: ${values.when}`,
    ...values.seats,
    ...(values.giver === undefined && values.surcharge ? [`${t.surcharge}: ${values.surcharge}`] : []),
    ...(values.giver === undefined ? [`${t.total}: ${values.total}`] : []),
  ]
  const intro = countedText(t.intro, count, named)
  const attached = values.pdf && countedText(t.attached, count, { file: values.pdf.file })
  const pdfText = values.pdf ? `\n\n${attached}\n${t.pdf}: ${values.pdf.link}` : ''
  const text = `${fillText(t.greeting, named)}\n\n${intro}\n\n${lines.join('\n')}\n\n${action}: ${values.link}${pdfText}\n\nMela`
  const pdfHtml = values.pdf
    ? `\n<p>${escapeHtml(attached ?? '')} <a href="${escapeHtml(values.pdf.link)}">${escapeHtml(t.pdf)}</a></p>`
    : ''
  const html = `<p>${fillHtml(t.greeting, named)}</p><p>${escapeHtml(intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(values.link)}">${escapeHtml(action)}</a></p>${pdfHtml}<p>Mela</p>`
  return { to, subject: countedText(t.subject, count, named), text, html }
}

/** Door codes an SMS carries; more seats than this are read on the linked page, keeping the SMS short. */
const SMS_CODES_MAX = 4

/**
 * The SMS twin of the mail, short enough for one or two parts. It carries the seats' short codes (a door
 * without a camera types them), in Latin letters in both languages: that is how the door's keyboard types them.
 */
export function ticketsSms(
  language: Language,
  values: { event: string; count: number; link: string; codes?: string[]; giver?: string },
) {
  const { t, giver } = textsOf(language, values.giver)
  const codes = values.codes ?? []
  const listed =
    codes.length > 0 && codes.length <= SMS_CODES_MAX
      ? countedText(t.codes, codes.length, { codes: codes.join(', ') })
      : ''
  return countedText(t.sms, values.count, {
    event: values.event,
    giver,
    link: values.link,
    codes: listed,
    n: localizeDigits(String(values.count), language),
  })
}

// Asked for from "Find my tickets by phone": it goes only to the phone that bought, so it may carry the link.
const AGAIN: Record<Language, CountedText> = {
  en: {
    one: 'Mela: your {n} ticket for {event}: {link}',
    other: 'Mela: your {n} tickets for {event}: {link}',
  },
  bn: both('Mela: {event}-এর আপনার {n}টি টিকিট: {link}'),
}

/** A purchase's link sent again to the phone it was bought with. */
export const ticketLinkSms = (language: Language, values: { event: string; count: number; link: string }) =>
  countedText(AGAIN[language], values.count, {
    event: values.event,
    link: values.link,
    n: localizeDigits(String(values.count), language),
  })
