import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka } from '@mela/shared/money'
import type { PurchaseItem } from '@mela/shared/purchase'
import { formatShortCode } from '@mela/shared/short-code'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { purchases, users } from '../../db/schema.ts'
import { announceFreedSeats } from '../inventory/freed-seats.ts'
import { NO_SEAT, seatWords } from '../inventory/reserved-seats.ts'
import { enqueueJob, type JobHandlers, nextRun, schedulePeriodicJob } from '../jobs/job-queue.ts'
import { queueEmail, queueSms } from '../messages/message-jobs.ts'
import { type Language, ticketsMail, ticketsSms } from '../messages/templates.ts'
import { recordAutomaticRefund } from '../money/refund.service.ts'
import { PaymentError, type PaymentProvider } from '../payments/payment-provider.ts'
import { expireHolds } from './confirm.service.ts'
import { BUYER } from './door-codes.ts'
import { issueAccessLink } from './purchase-access.ts'
import { findPurchase, toPurchase } from './purchase-view.ts'

const SWEEP_EVERY_MS = 30_000
const ALREADY_REVERSED = '2034'

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

/** Queues the confirmation mail (and SMS when a phone is known) of a paid purchase. */
export const queuePurchaseConfirmation = (db: Db, purchaseId: string) =>
  enqueueJob(db, 'purchase-confirmation', { purchaseId })

/** Queues the refund of a payment whose seats were gone; retried until bKash confirms it. */
export const queueRefund = (db: Db, purchaseId: string) =>
  enqueueJob(db, 'refund-payment', { purchaseId }, { maxAttempts: 10 })

/** Makes sure one hold sweep is queued; it queues the next one itself, so the sweep survives restarts. */
export const scheduleHoldSweep = (db: Db) => schedulePeriodicJob(db, 'sweep-holds', SWEEP_EVERY_MS)

export function checkoutJobHandlers(db: Db, config: Config, payments: PaymentProvider): JobHandlers {
  return {
    'sweep-holds': async () => {
      await expireHolds(db)
      // Seats freed since the last sweep (expired holds and offers, cancellations) go to waiting lists first.
      await announceFreedSeats(db)
      return nextRun(SWEEP_EVERY_MS)
    },
    'purchase-confirmation': async (payload) => {
      const row = await findPurchase(db, String(payload.purchaseId))
      if (row?.status !== 'paid') return
      const [owner] = await db.select().from(users).where(eq(users.id, row.userId))
      const purchase = await toPurchase(db, row, BUYER)
      const buyer = row.buyer as { FirstName?: string; Email?: string; Phone?: string } | null
      const lang = owner?.language ?? 'en'
      const event = (lang === 'bn' && purchase.Event.Bn?.Title) || purchase.Event.Title
      // A signed-out link: a guest reads it on another device, where they have no session.
      const link = await issueAccessLink(db, config.publicUrl, row.id)
      const email = owner?.email ?? buyer?.Email
      const phone = owner?.phone ?? buyer?.Phone
      if (email)
        await queueEmail(
          db,
          ticketsMail(lang, email, {
            name: owner?.firstName ?? buyer?.FirstName ?? '',
            event,
            when: formatDate(purchase.Event.StartsAt, DATE_TIME_FULL, { lang }),
            seats: purchase.Items.map((item) =>
              item.ShortCode
                ? `${seatName(item, lang)} · ${formatShortCode(item.ShortCode)}`
                : seatName(item, lang),
            ),
            total: formatTaka(row.total, { digits: lang }),
            link,
          }),
        )
      if (phone)
        await queueSms(db, {
          to: phone,
          text: ticketsSms(lang, {
            event,
            count: purchase.Items.length,
            link,
            // A reserved seat rides along with its code, shortly: "K7QM-4XPD C-12".
            codes: purchase.Items.flatMap((item) =>
              item.ShortCode
                ? [
                    [
                      formatShortCode(item.ShortCode),
                      item.Seat && localizeDigits(`${item.Row ?? ''}-${item.Seat}`, lang),
                    ]
                      .filter(Boolean)
                      .join(' '),
                  ]
                : [],
            ),
          }),
        })
    },
    'refund-payment': async (payload) => {
      const row = await findPurchase(db, String(payload.purchaseId))
      if (row?.status !== 'refunded' || row.refundedAt || !row.paymentId || !row.trxId) return
      const refund = await payments
        .refund({
          paymentID: row.paymentId,
          trxID: row.trxId,
          amountPoisha: row.total,
          sku: row.id,
          reason: 'Seats no longer available',
        })
        .catch((error: unknown) => {
          // 2034: the payment is already reversed in full. Only this job refunds a purchase, and only
          // its whole amount, so an earlier attempt did it and lost the answer.
          if (error instanceof PaymentError && error.code === ALREADY_REVERSED) return { refundTrxID: null }
          throw error
        })
      // The money came and went: the ledger shows both, written with the refund's completion.
      await db.transaction(async (tx) => {
        const now = new Date()
        const [refunded] = await tx
          .update(purchases)
          .set({ refundedAt: now, refundTrxId: refund.refundTrxID })
          .where(eq(purchases.id, row.id))
          .returning()
        if (refunded) await recordAutomaticRefund(tx, refunded, config.platformFeePercent, now)
      })
    },
  }
}
