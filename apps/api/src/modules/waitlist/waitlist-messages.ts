import { localizeDigits } from '@mela/shared/digits'
import { escapeHtml } from '@mela/shared/html'
import { fillText, type TextValues } from '@mela/shared/texts'
import type { Mail } from '../messages/mail-transport.ts'
import type { Language } from '../messages/templates.ts'

type OfferValues = { name: string; event: string; ticket: string; minutes: number; link: string }
type PlaceValues = { name: string; event: string; link: string }
type Template = { subject: string; body: string; action: string; sms: string }

/**
 * What an offer or a place is of: a seat of the plan (reserved seating), or a ticket of a counted,
 * standing crowd, which has no seat to speak of.
 */
export type OfferKind = 'seat' | 'ticket'

const OFFER: Record<Language, Record<OfferKind, Template>> = {
  en: {
    seat: {
      subject: 'A seat for {event} is yours for {minutes} minutes',
      body: 'Hello {name},\n\nA seat for {event} ({ticket}) freed up and we are holding it for you for {minutes} minutes. Open the link to take it; after that it goes to the next person waiting.',
      action: 'Take my seat',
      sms: 'Mela: a seat for {event} is held for you for {minutes} minutes: {link}',
    },
    ticket: {
      subject: 'A ticket for {event} is yours for {minutes} minutes',
      body: 'Hello {name},\n\nA ticket for {event} ({ticket}) freed up and we are holding it for you for {minutes} minutes. Open the link to take it; after that it goes to the next person waiting.',
      action: 'Take my ticket',
      sms: 'Mela: a ticket for {event} is held for you for {minutes} minutes: {link}',
    },
  },
  bn: {
    seat: {
      subject: '{event}-এর একটি আসন {minutes} মিনিটের জন্য আপনার',
      body: 'প্রিয় {name},\n\n{event}-এর একটি আসন ({ticket}) খালি হয়েছে, আমরা সেটি {minutes} মিনিট আপনার জন্য রেখেছি। লিংকটি খুলে আসনটি নিন; এর পরে এটি অপেক্ষমাণ পরের জনের কাছে যাবে।',
      action: 'আমার আসন নিন',
      sms: 'Mela: {event}-এর একটি আসন {minutes} মিনিট আপনার জন্য রাখা আছে: {link}',
    },
    ticket: {
      subject: '{event}-এর একটি টিকিট {minutes} মিনিটের জন্য আপনার',
      body: 'প্রিয় {name},\n\n{event}-এর একটি টিকিট ({ticket}) পাওয়া গেছে, আমরা সেটি {minutes} মিনিট আপনার জন্য রেখেছি। লিংকটি খুলে টিকিটটি নিন; এর পরে এটি অপেক্ষমাণ পরের জনের কাছে যাবে।',
      action: 'আমার টিকিট নিন',
      sms: 'Mela: {event}-এর একটি টিকিট {minutes} মিনিট আপনার জন্য রাখা আছে: {link}',
    },
  },
}

/** Someone joined again with the phone or e-mail of a place: the person it belongs to gets its leave link. */
const PLACE: Record<Language, Record<OfferKind, Template>> = {
  en: {
    seat: {
      subject: 'You are on the waiting list for {event}',
      body: 'Hello {name},\n\nSomeone asked to join the waiting list for {event} with your phone or e-mail, and you are already on it: we will write as soon as a seat frees up. If you no longer want one, open the link to leave the list.',
      action: 'Leave the waiting list',
      sms: 'Mela: you are on the waiting list for {event}. To leave it: {link}',
    },
    ticket: {
      subject: 'You are on the waiting list for {event}',
      body: 'Hello {name},\n\nSomeone asked to join the waiting list for {event} with your phone or e-mail, and you are already on it: we will write as soon as a ticket frees up. If you no longer want one, open the link to leave the list.',
      action: 'Leave the waiting list',
      sms: 'Mela: you are on the waiting list for {event}. To leave it: {link}',
    },
  },
  bn: {
    seat: {
      subject: 'আপনি {event}-এর অপেক্ষার তালিকায় আছেন',
      body: 'প্রিয় {name},\n\nকেউ আপনার ফোন বা ই-মেইল দিয়ে {event}-এর অপেক্ষার তালিকায় যোগ দিতে চেয়েছেন; আপনি আগে থেকেই তালিকায় আছেন। আসন খালি হলেই আমরা জানাব। আর না চাইলে লিংকটি খুলে তালিকা ছেড়ে দিন।',
      action: 'তালিকা ছেড়ে দিন',
      sms: 'Mela: আপনি {event}-এর অপেক্ষার তালিকায় আছেন। তালিকা ছাড়তে: {link}',
    },
    ticket: {
      subject: 'আপনি {event}-এর অপেক্ষার তালিকায় আছেন',
      body: 'প্রিয় {name},\n\nকেউ আপনার ফোন বা ই-মেইল দিয়ে {event}-এর অপেক্ষার তালিকায় যোগ দিতে চেয়েছেন; আপনি আগে থেকেই তালিকায় আছেন। টিকিট পাওয়া গেলেই আমরা জানাব। আর না চাইলে লিংকটি খুলে তালিকা ছেড়ে দিন।',
      action: 'তালিকা ছেড়ে দিন',
      sms: 'Mela: আপনি {event}-এর অপেক্ষার তালিকায় আছেন। তালিকা ছাড়তে: {link}',
    },
  },
}

const localized = (language: Language, values: OfferValues) => ({
  ...values,
  minutes: localizeDigits(String(values.minutes), language),
})

function mailOf(t: Template, to: string, values: TextValues, link: string): Mail {
  const body = fillText(t.body, values)
  return {
    to,
    subject: fillText(t.subject, values),
    text: `${body}\n\n${t.action}: ${link}\n\nMela`,
    html: `${body
      .split('\n\n')
      .map((part) => `<p>${escapeHtml(part)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>Mela</p>`,
  }
}

/** The offer of a freed seat or ticket to the person first in the waiting list. */
export const offerMail = (language: Language, kind: OfferKind, to: string, values: OfferValues): Mail =>
  mailOf(OFFER[language][kind], to, localized(language, values), values.link)

export const offerSms = (language: Language, kind: OfferKind, values: OfferValues) =>
  fillText(OFFER[language][kind].sms, localized(language, values))

/** A place's leave link, to the phone or e-mail it was joined with. */
export const placeMail = (language: Language, kind: OfferKind, to: string, values: PlaceValues): Mail =>
  mailOf(PLACE[language][kind], to, values, values.link)

export const placeSms = (language: Language, kind: OfferKind, values: PlaceValues) =>
  fillText(PLACE[language][kind].sms, values)
