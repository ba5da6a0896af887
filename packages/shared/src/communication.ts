import { z } from 'zod'
import { said } from './error-codes.ts'
import { PageQuery } from './event.ts'
import { maxLength, optionalText, requiredText } from './validation.ts'

export const COMMUNICATION_CHANNELS = ['email', 'sms'] as const
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number]

/** Which buyers of the event a message goes to: all who paid, those inside, or those not yet inside. */
export const AUDIENCE_STATUSES = ['paid', 'checked-in', 'not-checked-in'] as const
export type AudienceStatus = (typeof AUDIENCE_STATUSES)[number]

export const COMMUNICATION_STATUSES = ['queued', 'sending', 'done', 'failed'] as const

/** The words a body may carry, filled in for each recipient. */
export const PLACEHOLDERS = ['{FirstName}', '{EventTitle}', '{TicketLink}'] as const

export const SUBJECT_MAX = 200
export const EMAIL_BODY_MAX = 10_000
/** Ten UCS-2 parts: longer texts cost too much to be what the organizer meant. */
export const SMS_BODY_MAX = 670

/** Why a recipient a stopped worker left half-sent is not sent again (docs/decisions/bulk-messages.md). */
export const INTERRUPTED = 'interrupted'

/** Who gets the message: the event, the channel, ticket types and statuses (none chosen: every paid buyer). */
const Audience = z.object({
  EventID: z.uuid({ error: said('REQUIRED') }),
  Channel: z.enum(COMMUNICATION_CHANNELS, { error: said('REQUIRED') }),
  Subject: optionalText(maxLength(SUBJECT_MAX)),
  Body: requiredText(maxLength(EMAIL_BODY_MAX)),
  TicketIDs: z.array(z.uuid()).max(200).optional(),
  Statuses: z.array(z.enum(AUDIENCE_STATUSES)).max(AUDIENCE_STATUSES.length).optional(),
})

// An e-mail needs a subject; a text message is shorter than an e-mail may be.
const refineByChannel = (input: z.infer<typeof Audience>, ctx: z.RefinementCtx) => {
  if (input.Channel === 'email' && !input.Subject)
    ctx.addIssue({ code: 'custom', path: ['Subject'], message: said('REQUIRED') })
  if (input.Channel === 'sms' && input.Body.length > SMS_BODY_MAX)
    ctx.addIssue({ code: 'custom', path: ['Body'], message: said('MAX_LENGTH', { max: SMS_BODY_MAX }) })
}

/** POST /communication/preview: the recipient count and one recipient's message, before sending. */
export const CommunicationPreviewInput = Audience.superRefine(refineByChannel)
export type CommunicationPreviewInput = z.infer<typeof CommunicationPreviewInput>

/** POST /communication: send to every matching buyer, or (TestOnly) one message to me. */
export const CommunicationInput = Audience.extend({ TestOnly: z.boolean().optional() }).superRefine(
  refineByChannel,
)
export type CommunicationInput = z.infer<typeof CommunicationInput>

export const SmsEncoding = z.enum(['GSM-7', 'UCS-2'])
export type SmsEncoding = z.infer<typeof SmsEncoding>

export const CommunicationPreview = z.object({
  /** Buyers who will get it, after unsubscribes. */
  Recipients: z.number().int(),
  /** The message as one real recipient reads it; null when nobody matches. */
  Sample: z.object({ To: z.string(), Subject: z.string().nullable(), Body: z.string() }).nullable(),
  Segments: z.number().int().optional(),
  Encoding: SmsEncoding.optional(),
  /** The cost of sending it to every recipient, in taka. */
  CostTaka: z.number().optional(),
})
export type CommunicationPreview = z.infer<typeof CommunicationPreview>

export const Communication = z.object({
  ID: z.uuid(),
  AccountID: z.uuid(),
  EventID: z.uuid(),
  EventTitle: z.string(),
  Channel: z.enum(COMMUNICATION_CHANNELS),
  Subject: z.string().nullable(),
  Body: z.string(),
  Status: z.enum(COMMUNICATION_STATUSES),
  Recipients: z.number().int(),
  Sent: z.number().int(),
  Failed: z.number().int(),
  CreatedAt: z.iso.datetime({ offset: true }),
  FinishedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Communication = z.infer<typeof Communication>

export const FailedRecipient = z.object({
  Address: z.string(),
  FirstName: z.string().nullable(),
  Attempts: z.number().int(),
  Error: z.string().nullable(),
})
export type FailedRecipient = z.infer<typeof FailedRecipient>

export const CommunicationDetail = Communication.extend({ FailedRecipients: z.array(FailedRecipient) })
export type CommunicationDetail = z.infer<typeof CommunicationDetail>

/** The answer to a test send: where the one message went. */
export const TestSend = z.object({ TestSentTo: z.string() })
export type TestSend = z.infer<typeof TestSend>

export const CommunicationListQuery = PageQuery.extend({
  AccountID: z.uuid().optional(),
  EventID: z.uuid().optional(),
})
export type CommunicationListQuery = z.infer<typeof CommunicationListQuery>

export const CommunicationPage = z.object({ Items: z.array(Communication), Total: z.number().int() })
export type CommunicationPage = z.infer<typeof CommunicationPage>

// GSM 03.38: the basic set counts one septet, the extension table two (escape + character).
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f')

/**
 * How a text travels as SMS: GSM-7 (160 characters in one part, 153 a part when split) when every character
 * is in the GSM alphabet; otherwise UCS-2, as any Bengali letter forces (70 alone, 67 a part).
 */
export function smsSegments(text: string): { Encoding: SmsEncoding; Length: number; Segments: number } {
  let septets = 0
  let gsm = true
  for (const char of text) {
    if (GSM7_BASIC.has(char)) septets += 1
    else if (GSM7_EXTENDED.has(char)) septets += 2
    else {
      gsm = false
      break
    }
  }
  if (gsm) return { Encoding: 'GSM-7', Length: septets, Segments: partsOf(septets, 160, 153) }
  // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
  return { Encoding: 'UCS-2', Length: text.length, Segments: partsOf(text.length, 70, 67) }
}

const partsOf = (length: number, single: number, perPart: number) =>
  length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / perPart)

/** Taka rounded to poisha, so a cost reads as money. */
export const smsCost = (segments: number, recipients: number, perSegmentTaka: number) =>
  Math.round(segments * recipients * perSegmentTaka * 100) / 100
