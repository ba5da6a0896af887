import { localizeDigits } from '@mela/shared/digits'
import type { Mail } from '../messages/mail-transport.ts'
import type { Language } from '../messages/templates.ts'

type OfferValues = { name: string; event: string; minutes: number; link: string }

const OFFER = {
  en: {
    subject: 'A seat for {event} is yours for {minutes} minutes',
    body: 'Hello {name},\n\nA seat for {event} freed up and we are holding it for you for {minutes} minutes. Open the link to take it; after that it goes to the next person waiting.',
    action: 'Take my seat',
    sms: 'Mela: a seat for {event} is held for you for {minutes} minutes: {link}',
  },
  bn: {
    subject: '{event}-এর একটি আসন {minutes} মিনিটের জন্য আপনার',
    body: 'প্রিয় {name},\n\n{event}-এর একটি আসন খালি হয়েছে, আমরা সেটি {minutes} মিনিট আপনার জন্য রেখেছি। লিংকটি খুলে আসনটি নিন; এর পরে এটি অপেক্ষমাণ পরের জনের কাছে যাবে।',
    action: 'আমার আসন নিন',
    sms: 'মেলা: {event}-এর একটি আসন {minutes} মিনিট আপনার জন্য রাখা আছে: {link}',
  },
} as const

const fill = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const localized = (language: Language, values: OfferValues) => ({
  ...values,
  minutes: localizeDigits(String(values.minutes), language),
})

/** The offer of a freed seat to the person first in the waiting list. */
export function offerMail(language: Language, to: string, values: OfferValues): Mail {
  const t = OFFER[language]
  const v = localized(language, values)
  const body = fill(t.body, v)
  return {
    to,
    subject: fill(t.subject, v),
    text: `${body}\n\n${t.action}: ${values.link}\n\nMela`,
    html: `${body
      .split('\n\n')
      .map((part) => `<p>${escapeHtml(part)}</p>`)
      .join('')}<p><a href="${escapeHtml(values.link)}">${escapeHtml(t.action)}</a></p><p>Mela</p>`,
  }
}

export const offerSms = (language: Language, values: OfferValues) =>
  fill(OFFER[language].sms, localized(language, values))
