import { escapeHtml } from '@mela/shared/html'
import { fillHtml, fillText } from '@mela/shared/texts'
import type { Mail } from '../messages/mail-transport.ts'
import type { Language } from '../messages/templates.ts'

const TEXTS: Record<
  Language,
  { subject: string; greeting: string; intro: string; reason: string; outro: string }
> = {
  en: {
    subject: 'Your event was taken down: {event}',
    greeting: 'Hello {name},',
    intro:
      'Mela took down your event "{event}" of {organization}: it no longer appears anywhere and is not on sale.',
    reason: 'Reason',
    outro: 'If you think this is a mistake, reply to this message or write to our support.',
  },
  bn: {
    subject: 'আপনার ইভেন্ট সরিয়ে নেওয়া হয়েছে: {event}',
    greeting: 'প্রিয় {name},',
    intro: 'Mela {organization}-এর ইভেন্ট "{event}" সরিয়ে নিয়েছে: এটি আর কোথাও দেখা যাবে না এবং বিক্রিও বন্ধ।',
    reason: 'কারণ',
    outro: 'ভুল মনে হলে এই বার্তার উত্তর দিন অথবা আমাদের সাপোর্টে লিখুন।',
  },
}

/** Tells an organization's owner, in their language, that the superuser unpublished their event and why. */
export function eventTakenDownMail(
  language: Language,
  to: string,
  values: { name: string; event: string; organization: string; reason: string },
): Mail {
  const t = TEXTS[language]
  const text = `${fillText(t.greeting, values)}\n\n${fillText(t.intro, values)}\n\n${t.reason}: ${values.reason}\n\n${t.outro}\n\nMela`
  const html = `<p>${fillHtml(t.greeting, values)}</p><p>${fillHtml(t.intro, values)}</p>
<p><strong>${escapeHtml(t.reason)}:</strong> ${escapeHtml(values.reason)}</p><p>${escapeHtml(t.outro)}</p><p>Mela</p>`
  return { to, subject: fillText(t.subject, values), text, html }
}
