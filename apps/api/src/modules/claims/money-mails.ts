import { localizeDigits } from '@mela/shared/digits'
import { escapeHtml } from '@mela/shared/html'
import { type CountedText, countedText, fillText } from '@mela/shared/texts'
import type { Mail } from '../messages/mail-transport.ts'
import type { Language } from '../messages/templates.ts'

export type ClaimStep = 'requested' | 'approved' | 'paid' | 'rejected'

// Every user-facing text of the money mails, in both interface languages.
const CLAIM_MAIL: Record<
  Language,
  Record<ClaimStep, { subject: string; body: string }> & { reason: string }
> = {
  en: {
    requested: {
      subject: 'Claim of {amount} received',
      body: '{organization} asked to be paid {amount} into {bank}. We will tell you when it is approved.',
    },
    approved: {
      subject: 'Claim of {amount} approved',
      body: 'The claim of {amount} for {organization} is approved and will be paid into {bank}.',
    },
    paid: {
      subject: 'Claim of {amount} paid',
      body: '{amount} was paid into {bank} for {organization}.',
    },
    rejected: {
      subject: 'Claim of {amount} rejected',
      body: 'The claim of {amount} for {organization} was rejected. The amount is available to claim again.',
    },
    reason: 'Reason',
  },
  bn: {
    requested: {
      subject: '{amount} দাবি পাওয়া গেছে',
      body: '{organization} {bank}-এ {amount} পরিশোধের দাবি করেছে। অনুমোদন হলে আমরা জানাব।',
    },
    approved: {
      subject: '{amount} দাবি অনুমোদিত',
      body: '{organization}-এর {amount} দাবি অনুমোদিত হয়েছে এবং {bank}-এ পরিশোধ করা হবে।',
    },
    paid: {
      subject: '{amount} দাবি পরিশোধিত',
      body: '{organization}-এর জন্য {bank}-এ {amount} পরিশোধ করা হয়েছে।',
    },
    rejected: {
      subject: '{amount} দাবি প্রত্যাখ্যাত',
      body: '{organization}-এর {amount} দাবি প্রত্যাখ্যাত হয়েছে। পরিমাণটি আবার দাবি করা যাবে।',
    },
    reason: 'কারণ',
  },
}

/** The mail to an organization's owner at each step of a claim. */
export function claimMail(
  language: Language,
  to: string,
  step: ClaimStep,
  values: { amount: string; organization: string; bank: string; reason?: string | null },
): Mail {
  const t = CLAIM_MAIL[language]
  const body = fillText(t[step].body, values)
  const reason = values.reason ? `${t.reason}: ${values.reason}` : ''
  const text = [body, reason, 'Mela'].filter(Boolean).join('\n\n')
  const html = [body, reason, 'Mela']
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
  return { to, subject: fillText(t[step].subject, values), text, html }
}

/**
 * `done`: bKash confirmed the refund, the money is in the wallet; `pending`: asked for, bKash has not
 * confirmed it yet (a buyer's cancellation answered before bKash did). Each message says only what is true
 * at the moment it is sent, as the buyer's screen of that moment does.
 */
export type RefundStage = 'done' | 'pending'

type RefundWords = { subject: string; body: CountedText; sms: CountedText }

// Bengali counts its tickets the same way for one or many: both forms read alike.
const same = (text: string): CountedText => ({ one: text, other: text })

const REFUND_TEXT: Record<Language, Record<RefundStage, RefundWords> & { reason: string }> = {
  en: {
    done: {
      subject: 'Refund for {event}',
      body: {
        one: '{amount} for {count} ticket of {event} was returned to your bKash wallet. That ticket no longer opens the gate.',
        other:
          '{amount} for {count} tickets of {event} was returned to your bKash wallet. Those tickets no longer open the gate.',
      },
      sms: {
        one: 'Mela: {amount} for {count} ticket of {event} refunded to your bKash.',
        other: 'Mela: {amount} for {count} tickets of {event} refunded to your bKash.',
      },
    },
    pending: {
      subject: 'Refund for {event} under way',
      body: {
        one: '{amount} for {count} ticket of {event} is being returned to your bKash wallet: bKash has not confirmed it yet, and we will write again when it has. That ticket no longer opens the gate.',
        other:
          '{amount} for {count} tickets of {event} is being returned to your bKash wallet: bKash has not confirmed it yet, and we will write again when it has. Those tickets no longer open the gate.',
      },
      sms: {
        one: 'Mela: {amount} for {count} ticket of {event} is being refunded to your bKash. We will tell you when it arrives.',
        other:
          'Mela: {amount} for {count} tickets of {event} is being refunded to your bKash. We will tell you when it arrives.',
      },
    },
    reason: 'Reason',
  },
  bn: {
    done: {
      subject: '{event}-এর ফেরত',
      body: same(
        '{event}-এর {count}টি টিকিটের {amount} আপনার বিকাশ ওয়ালেটে ফেরত দেওয়া হয়েছে। এই টিকিট দিয়ে আর প্রবেশ করা যাবে না।',
      ),
      sms: same('Mela: {event}-এর {count}টি টিকিটের {amount} আপনার বিকাশে ফেরত দেওয়া হয়েছে।'),
    },
    pending: {
      subject: '{event}-এর ফেরত চলছে',
      body: same(
        '{event}-এর {count}টি টিকিটের {amount} আপনার বিকাশ ওয়ালেটে ফেরত যাচ্ছে: বিকাশ এখনো তা নিশ্চিত করেনি, নিশ্চিত হলে আমরা আবার জানাব। এই টিকিট দিয়ে আর প্রবেশ করা যাবে না।',
      ),
      sms: same('Mela: {event}-এর {count}টি টিকিটের {amount} আপনার বিকাশে ফেরত যাচ্ছে। পৌঁছালে আমরা জানাব।'),
    },
    reason: 'কারণ',
  },
}

type RefundValues = { event: string; amount: string; count: number; reason?: string | null }

/** The buyer's mail about a refund, confirmed by bKash (`done`) or still waiting on it (`pending`). */
export function refundMail(
  language: Language,
  to: string,
  values: RefundValues,
  stage: RefundStage = 'done',
): Mail {
  const t = REFUND_TEXT[language]
  const filled = { ...values, count: localizeDigits(String(values.count), language), reason: '' }
  const lines = [
    countedText(t[stage].body, values.count, filled),
    values.reason ? `${t.reason}: ${values.reason}` : '',
    'Mela',
  ]
  const text = lines.filter(Boolean).join('\n\n')
  const html = lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
  return { to, subject: fillText(t[stage].subject, filled), text, html }
}

/** The buyer's SMS about a refund, confirmed by bKash (`done`) or still waiting on it (`pending`). */
export const refundSms = (language: Language, values: RefundValues, stage: RefundStage = 'done') =>
  countedText(REFUND_TEXT[language][stage].sms, values.count, {
    event: values.event,
    amount: values.amount,
    count: localizeDigits(String(values.count), language),
  })
