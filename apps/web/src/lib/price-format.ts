import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka, takaToPoisha } from '@mela/shared/money-format'
import type { QuoteLine } from '@mela/shared/purchase'
import { i18n } from './i18n.ts'

/** A taka amount as the API sends it, shown as ৳ with Indian grouping (Bengali digits in bn). */
export function takaText(taka: number, language: Language): string {
  return formatTaka(takaToPoisha(taka), { digits: language })
}

/** A ticket's or bundle's price: "Free" (ফ্রি) for nothing, not ৳0.00. */
export const priceText = (taka: number, language: Language) =>
  taka === 0 ? i18n.t('price.free', { lng: language }) : takaText(taka, language)

/** A count in the interface language's digits. */
export const countText = (count: number, language: Language) => localizeDigits(String(count), language)

/** One priced line: "2 × ৳500.00" beside its amount "৳1,000.00" (free ones read Free, not ৳0.00). */
export function quoteLineText(
  line: Pick<QuoteLine, 'Quantity' | 'UnitPrice' | 'Amount'>,
  language: Language,
) {
  return {
    detail: `${countText(line.Quantity, language)} × ${priceText(line.UnitPrice, language)}`,
    amount: priceText(line.Amount, language),
  }
}
