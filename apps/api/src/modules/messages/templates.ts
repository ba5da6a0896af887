import { localizeDigits } from '@mela/shared/digits'
import { escapeHtml } from '@mela/shared/html'
import { fillHtml, fillText } from '@mela/shared/texts'
import type { Mail } from './mail-transport.ts'

export type Language = 'en' | 'bn'

type LinkMail = { subject: string; greeting: string; intro: string; action: string; outro: string }

// Every user-facing text of a message, in both interface languages.
const LINK_MAILS: Record<'verify-email' | 'reset-password', Record<Language, LinkMail>> = {
  'verify-email': {
    en: {
      subject: 'Confirm your e-mail address for Mela',
      greeting: 'Hello {name},',
      intro: 'Please confirm that this is your e-mail address by opening the link below.',
      action: 'Confirm e-mail address',
      outro: 'If you did not create a Mela account, you can ignore this message.',
    },
    bn: {
      subject: 'Mela-র জন্য আপনার ই-মেইল ঠিকানা নিশ্চিত করুন',
      greeting: 'প্রিয় {name},',
      intro: 'নিচের লিংকটি খুলে নিশ্চিত করুন যে এটি আপনার ই-মেইল ঠিকানা।',
      action: 'ই-মেইল ঠিকানা নিশ্চিত করুন',
      outro: 'আপনি Mela-তে অ্যাকাউন্ট না খুলে থাকলে এই বার্তাটি উপেক্ষা করুন।',
    },
  },
  'reset-password': {
    en: {
      subject: 'Reset your Mela password',
      greeting: 'Hello {name},',
      intro:
        'Someone asked to reset the password of your Mela account. The link below works once, for one hour.',
      action: 'Choose a new password',
      outro: 'If it was not you, ignore this message: your password stays as it is.',
    },
    bn: {
      subject: 'আপনার Mela পাসওয়ার্ড রিসেট করুন',
      greeting: 'প্রিয় {name},',
      intro: 'আপনার Mela অ্যাকাউন্টের পাসওয়ার্ড রিসেটের অনুরোধ এসেছে। নিচের লিংকটি এক ঘণ্টার মধ্যে একবার কাজ করবে।',
      action: 'নতুন পাসওয়ার্ড বেছে নিন',
      outro: 'অনুরোধটি আপনার না হলে এই বার্তাটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
    },
  },
}

/** A mail carrying one link (verification, password reset) in the recipient's language. */
export function linkMail(
  kind: keyof typeof LINK_MAILS,
  language: Language,
  to: string,
  values: { name: string; link: string },
): Mail {
  const t = LINK_MAILS[kind][language]
  const text = `${fillText(t.greeting, values)}\n\n${t.intro}\n\n${t.action}: ${values.link}\n\n${t.outro}\n\nMela`
  const html = `<p>${fillHtml(t.greeting, values)}</p><p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(values.link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.outro)}</p><p>Mela</p>`
  return { to, subject: t.subject, text, html }
}

const OTP_SMS: Record<Language, string> = {
  en: 'Your Mela password reset code is {code}. It expires in 10 minutes. Do not share it with anyone.',
  bn: 'আপনার Mela পাসওয়ার্ড রিসেট কোড {code}। এটি ১০ মিনিটে মেয়াদোত্তীর্ণ হবে। কাউকে জানাবেন না।',
}

/** The SMS carrying a password reset code. */
export const otpSms = (language: Language, code: string) => fillText(OTP_SMS[language], { code })

type TicketsMail = {
  subject: string
  greeting: string
  intro: string
  when: string
  total: string
  action: string
  sms: string
  codes: string
}

const TICKETS_MAIL: Record<Language, TicketsMail> = {
  en: {
    subject: 'Your tickets: {event}',
    greeting: 'Hello {name},',
    intro: 'Your tickets for {event} are confirmed.',
    when: 'When',
    total: 'Total paid',
    action: 'Open your tickets and their QR codes',
    sms: 'Mela: {count} ticket(s) for {event} confirmed.{codes} Show the QR codes at the gate: {link}',
    codes: ' Door codes: {codes}.',
  },
  bn: {
    subject: 'আপনার টিকিট: {event}',
    greeting: 'প্রিয় {name},',
    intro: '{event}-এর জন্য আপনার টিকিট নিশ্চিত হয়েছে।',
    when: 'সময়',
    total: 'মোট পরিশোধ',
    action: 'আপনার টিকিট ও কিউআর কোড দেখুন',
    sms: 'Mela: {event}-এর {count}টি টিকিট নিশ্চিত।{codes} প্রবেশপথে কিউআর কোড দেখান: {link}',
    codes: ' প্রবেশ কোড: {codes}।',
  },
}

export type TicketsMessage = {
  name: string
  event: string
  when: string
  seats: string[]
  total: string
  link: string
}

/** The confirmation of a paid purchase: seats, time, total and the link to the QR codes. */
export function ticketsMail(language: Language, to: string, values: TicketsMessage): Mail {
  const t = TICKETS_MAIL[language]
  const named = { name: values.name, event: values.event }
  const lines = [`${t.when}: ${values.when}`, ...values.seats, `${t.total}: ${values.total}`]
  const text = `${fillText(t.greeting, named)}\n\n${fillText(t.intro, named)}\n\n${lines.join('\n')}\n\n${t.action}: ${values.link}\n\nMela`
  const html = `<p>${fillHtml(t.greeting, named)}</p><p>${fillHtml(t.intro, named)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(values.link)}">${escapeHtml(t.action)}</a></p><p>Mela</p>`
  return { to, subject: fillText(t.subject, named), text, html }
}

/** Door codes an SMS carries; more seats than this are read on the linked page, keeping the SMS short. */
const SMS_CODES_MAX = 4

/**
 * The SMS twin of the confirmation, short enough for one or two parts. It carries the seats' short
 * codes (a door without a camera types them), in Latin letters in both languages: that is how the
 * door's keyboard types them.
 */
export function ticketsSms(
  language: Language,
  values: { event: string; count: number; link: string; codes?: string[] },
) {
  const t = TICKETS_MAIL[language]
  const codes = values.codes ?? []
  const listed =
    codes.length > 0 && codes.length <= SMS_CODES_MAX ? fillText(t.codes, { codes: codes.join(', ') }) : ''
  return fillText(t.sms, {
    event: values.event,
    link: values.link,
    codes: listed,
    count: localizeDigits(String(values.count), language),
  })
}
