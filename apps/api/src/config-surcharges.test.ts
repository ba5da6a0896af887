import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('PAYMENT_SURCHARGE_PERCENT', () => {
  it('takes each way’s percent, the others keeping their defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_SURCHARGE_PERCENT: 'card=2.25, nagad=1.2' })
    expect(config.paymentSurchargePercents).toEqual({
      bkash: 1.5,
      nagad: 1.2,
      rocket: 1.8,
      upay: 1.5,
      card: 2.25,
      internetbank: 2,
    })
  })

  it('refuses to start on an unknown way, a repeated one or a percent out of range', () => {
    for (const wrong of ['paypal=3', 'card=2,card=3', 'card=50', 'card=', 'card=-1', 'card=x'])
      expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_SURCHARGE_PERCENT: wrong }), wrong).toThrow(
        /PAYMENT_SURCHARGE_PERCENT/,
      )
  })
})
