import type { Language } from '@mela/shared/constants'
import { formatTaka, takaToPoisha } from '@mela/shared/money-format'

/** A taka amount as the API sends it, shown as ৳1,23,456.50 (Bengali digits in Bengali). */
export const formatPrice = (taka: number, language: Language) =>
  formatTaka(takaToPoisha(taka), { digits: language })

export type PriceLabel = { key: 'free' } | { key: 'from'; price: string }

/** What an event card says about money: "Free", "From ৳500.00", or nothing before tickets exist. */
export function priceLabelOf(priceFrom: number | null, language: Language): PriceLabel | null {
  if (priceFrom === null) return null
  if (priceFrom === 0) return { key: 'free' }
  return { key: 'from', price: formatPrice(priceFrom, language) }
}

/** Fewer seats than this and the page says how many are left. */
export const FEW_LEFT = 10

export type Availability = { state: 'soldOut' } | { state: 'few'; left: number } | { state: 'plenty' }

/** How a ticket or bundle with `available` seats left is described. */
export function availabilityOf(available: number): Availability {
  if (available <= 0) return { state: 'soldOut' }
  if (available < FEW_LEFT) return { state: 'few', left: available }
  return { state: 'plenty' }
}
