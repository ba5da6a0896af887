import type { Purchase } from '@mela/shared/purchase'
import { takaText } from '../../lib/price-format.ts'
import { useCheckoutTranslation } from './locales/translation.ts'

/**
 * What a refunded purchase's page says of the money, as its SMS of that moment does: "was refunded" once
 * bKash confirmed it (RefundedAt), "being refunded" while it has not (a late payment handed back).
 */
export function useRefundWords(purchase: Pick<Purchase, 'RefundedAt' | 'Refunded'>) {
  const { t, language } = useCheckoutTranslation()
  const done = Boolean(purchase.RefundedAt)
  const amount = purchase.Refunded > 0 ? takaText(purchase.Refunded, language) : null
  if (done)
    return {
      title: t('view.refundDoneTitle'),
      text: amount ? t('view.refundDoneAmountText', { amount }) : t('view.refundDoneText'),
    }
  return {
    title: t('view.refundedTitle'),
    text: amount ? t('view.refundedAmountText', { amount }) : t('view.refundedText'),
  }
}
