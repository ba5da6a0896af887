import { describe, expect, it } from 'vitest'
import { availabilityOf, formatPrice, priceLabelOf } from './price.ts'

describe('price label', () => {
  it('says Free for a free event', () => {
    expect(priceLabelOf(0, 'en')).toEqual({ key: 'free' })
  })

  it('gives the lowest price in taka with Indian grouping and two decimals', () => {
    expect(priceLabelOf(500, 'en')).toEqual({ key: 'from', price: '৳500.00' })
    expect(priceLabelOf(123456.5, 'en')).toEqual({ key: 'from', price: '৳1,23,456.50' })
  })

  it('uses Bengali digits in Bengali', () => {
    expect(priceLabelOf(1500, 'bn')).toEqual({ key: 'from', price: '৳১,৫০০.০০' })
    expect(formatPrice(0.29, 'bn')).toBe('৳০.২৯')
  })

  it('says nothing before the event has tickets', () => {
    expect(priceLabelOf(null, 'en')).toBeNull()
  })
})

describe('availability', () => {
  it('is sold out at zero seats', () => {
    expect(availabilityOf(0)).toEqual({ state: 'soldOut' })
  })

  it('counts the seats left below ten', () => {
    expect(availabilityOf(1)).toEqual({ state: 'few', left: 1 })
    expect(availabilityOf(9)).toEqual({ state: 'few', left: 9 })
  })

  it('does not count ten or more', () => {
    expect(availabilityOf(10)).toEqual({ state: 'plenty' })
  })
})
