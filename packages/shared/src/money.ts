import { z } from 'zod'
import { PRICE_MAX, PRICE_MIN } from './constants.ts'
import { said } from './error-codes.ts'
import { maxValue, minValue, numeric } from './validation.ts'

export { formatTaka, type MoneyFormat, poishaToTaka, takaToPoisha } from './money-format.ts'

// Tolerates binary float noise (0.29 * 100 = 28.999…) while rejecting a third decimal.
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** A taka amount as the API and forms carry it: a number (or numeric text) ≥ 0 with at most 2 decimals. */
export const takaAmount = numeric(
  minValue(PRICE_MIN),
  maxValue(PRICE_MAX),
  z.refine(hasAtMostTwoDecimals, said('TWO_DECIMALS')),
)
