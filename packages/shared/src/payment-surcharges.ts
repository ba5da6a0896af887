import { z } from 'zod'
import { PAYMENT_OPTIONS, type PaymentOption } from './payment-options.ts'

/**
 * What each way of paying costs, in percent of the amount paid: the figures an event that passes fees to
 * its buyers adds on top (docs/decisions/payment-surcharge.md says where the defaults come from). The
 * platform's contracted rates, set once for every organization, as its merchant accounts are.
 */
export const DEFAULT_SURCHARGE_PERCENTS: Record<PaymentOption, number> = {
  bkash: 1.5,
  nagad: 1.5,
  rocket: 1.8,
  upay: 1.5,
  card: 2.5,
  internetbank: 2,
}

/**
 * PAYMENT_SURCHARGE_PERCENT, e.g. "bkash=1.5,card=2.5": a way left out keeps its default; an unknown way, a
 * repeated one or a percent outside 0–10 stops the server from starting rather than mischarging buyers.
 */
export const SurchargePercents = z
  .string()
  .optional()
  .transform((text, ctx): Record<PaymentOption, number> => {
    const percents = { ...DEFAULT_SURCHARGE_PERCENTS }
    const seen = new Set<string>()
    for (const pair of (text ?? '').split(',').map((part) => part.trim())) {
      if (!pair) continue
      const [name = '', value = '', ...rest] = pair.split('=').map((part) => part.trim())
      const percent = Number(value)
      const known = (PAYMENT_OPTIONS as readonly string[]).includes(name)
      if (!known || seen.has(name) || rest.length || !value || !(percent >= 0 && percent <= 10)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair}": expected way=percent (0 to 10) once each, ways: ${PAYMENT_OPTIONS.join(', ')}`,
        })
        continue
      }
      seen.add(name)
      percents[name as PaymentOption] = percent
    }
    return percents
  })

/** The surcharge on `poisha` (the price after discount) at `percent`, rounded to the poisha. */
export const surchargeOn = (poisha: number, percent: number) =>
  poisha > 0 ? Math.round((poisha * percent) / 100) : 0
