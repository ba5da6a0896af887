import { describe, expect, it } from 'vitest'
import { priceText, quoteLineText, takaText } from './price-format.ts'

describe('prices', () => {
  it('show taka with the ৳ sign, two decimals and Indian grouping', () => {
    expect(takaText(123456.5, 'en')).toBe('৳1,23,456.50')
    expect(takaText(0, 'en')).toBe('৳0.00')
  })

  it('say a ticket of no price is free, in either language', () => {
    expect(priceText(0, 'en')).toBe('Free')
    expect(priceText(0, 'bn')).toBe('ফ্রি')
    expect(priceText(500, 'bn')).toBe('৳৫০০.০০')
  })

  it('use Bengali digits in Bengali', () => {
    expect(takaText(1500, 'bn')).toBe('৳১,৫০০.০০')
  })

  it('write a quote line as quantity × unit price beside its amount', () => {
    expect(quoteLineText({ Quantity: 2, UnitPrice: 500, Amount: 1000 }, 'en')).toEqual({
      detail: '2 × ৳500.00',
      amount: '৳1,000.00',
    })
    expect(quoteLineText({ Quantity: 12, UnitPrice: 12500.25, Amount: 150003 }, 'bn')).toEqual({
      detail: '১২ × ৳১২,৫০০.২৫',
      amount: '৳১,৫০,০০৩.০০',
    })
  })

  it('write a free quote line as Free, not ৳0.00', () => {
    expect(quoteLineText({ Quantity: 2, UnitPrice: 0, Amount: 0 }, 'en')).toEqual({
      detail: '2 × Free',
      amount: 'Free',
    })
  })
})
