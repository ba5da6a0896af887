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
