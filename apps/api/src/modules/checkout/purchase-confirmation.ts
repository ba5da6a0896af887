import type { Language } from '@mela/shared/constants'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka } from '@mela/shared/money'
import type { PurchaseItem } from '@mela/shared/purchase'
import { formatShortCode } from '@mela/shared/short-code'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { users } from '../../db/schema.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { NO_SEAT, seatWords } from '../inventory/seat-places.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import { ticketsMail, ticketsSms } from '../messages/ticket-messages.ts'
import { BUYER } from './door-codes.ts'
import { issueTicketLinks } from './purchase-access.ts'
import { findPurchase, toPurchase } from './purchase-view.ts'
import { surchargeOf } from './surcharge.ts'
import { printTickets, ticketsFileName } from './tickets-pdf.ts'

/**
 * A seat as the buyer reads it: the Bengali section and category for a Bengali reader, where written,
 * and where it sits on a reserved-seating plan ("Stalls, row C, seat 12").
 */
export function seatName(item: PurchaseItem, lang: Language) {
  const ticket =
    lang === 'bn'
      ? `${item.Bn?.Section || item.Section} · ${item.Bn?.Category || item.Category}`
      : `${item.Section} · ${item.Category}`
  const section = (lang === 'bn' && item.SeatSectionBn) || item.SeatSection
  const place = seatWords({ ...NO_SEAT, ...item, SeatSection: section ?? null }, SEAT_WORDS[lang])
  return place ? `${ticket} · ${localizeDigits(place, lang)}` : ticket
}

const SEAT_WORDS = { en: { row: 'row', seat: 'seat' }, bn: { row: 'সারি', seat: 'আসন' } }

// A reserved seat rides along with its code, shortly: "K7QM-4XPD C-12".
const smsCodeOf = (item: PurchaseItem, lang: Language) =>
  item.ShortCode
    ? [
        [formatShortCode(item.ShortCode), item.Seat && localizeDigits(`${item.Row ?? ''}-${item.Seat}`, lang)]
          .filter(Boolean)
          .join(' '),
      ]
    : []

/**
 * Mails (and texts, when a phone is known) a paid purchase's seats and a signed-out link to them, in the
 * owner's language; a transfer's recipient reads them as passed on by `giver`.
 */
export async function sendPurchaseConfirmation(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  purchaseId: string,
  giver: string | undefined,
) {
  const row = await findPurchase(db, purchaseId)
  // A payment held for review sends nothing: its tickets go out when it is cleared.
  if (row?.status !== 'paid' || row.heldForReview) return
  const [owner] = await db.select().from(users).where(eq(users.id, row.userId))
  const purchase = await toPurchase(db, row, BUYER)
  const buyer = row.buyer as { FirstName?: string; Email?: string; Phone?: string } | null
  const lang = owner?.language ?? 'en'
  const event = (lang === 'bn' && purchase.Event.Bn?.Title) || purchase.Event.Title
  // Signed-out links: a guest reads them on another device, where they have no session.
  const links = await issueTicketLinks(db, config.publicUrl, row.id)
  const link = inLanguage(links.page, lang)
  const email = owner?.email ?? buyer?.Email
  const phone = owner?.phone ?? buyer?.Phone
  // Made here, in the mail's job, never while the purchase is being paid: a PDF takes tens of milliseconds.
  const pdf = email
    ? await printTickets(db, row, purchase, { size: 'a4', language: lang, publicUrl: config.publicUrl })
    : undefined
  const attachments = pdf
    ? [{ filename: ticketsFileName(row.id), contentType: 'application/pdf', content: pdf.toString('base64') }]
    : undefined
  if (email)
    await queueEmail(db, {
      ...ticketsMail(lang, email, {
        name: owner?.firstName ?? buyer?.FirstName ?? '',
        event,
        when: formatDate(purchase.Event.StartsAt, DATE_TIME_FULL, { lang }),
        seats: purchase.Items.map((item) =>
          item.ShortCode
            ? `${seatName(item, lang)} · ${formatShortCode(item.ShortCode)}`
            : seatName(item, lang),
        ),
        total: formatTaka(row.total, { digits: lang }),
        ...(surchargeOf(row) > 0 ? { surcharge: formatTaka(surchargeOf(row), { digits: lang }) } : {}),
        link,
        pdf: pdf && { file: ticketsFileName(row.id), link: inLanguage(links.pdf, lang) },
        giver,
      }),
      attachments,
    })
  // The SMS links the ticket page only, which offers Download PDF: the PDF's own link (some 120 characters)
  // would add two parts to a Bengali SMS (67 characters a part) and one to an English one.
  if (phone)
    await queueSms(db, {
      to: phone,
      text: ticketsSms(lang, {
        event,
        count: purchase.Items.length,
        link,
        codes: purchase.Items.flatMap((item) => smsCodeOf(item, lang)),
        giver,
      }),
    })
}
