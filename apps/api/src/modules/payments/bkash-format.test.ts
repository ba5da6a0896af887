import { describe, expect, it } from 'vitest'
import { bkashAmount, bkashTime, bkashWallet, poishaOf } from './bkash-format.ts'

describe('bkashAmount', () => {
  it.each([
    [50000, '500.00'],
    [25075, '250.75'],
    [1, '0.01'],
    [0, '0.00'],
    [123456789, '1234567.89'],
  ])('writes %i poisha as "%s"', (poisha, amount) => {
    expect(bkashAmount(poisha)).toBe(amount)
  })

  it.each([-1, 1.5, Number.NaN])('refuses %s poisha', (poisha) => {
    expect(() => bkashAmount(poisha)).toThrow(RangeError)
  })
})

describe('poishaOf', () => {
  it.each([
    ['500', 50000],
    ['500.00', 50000],
    ['250.75', 25075],
    ['250.7', 25070],
    ['0.01', 1],
  ])('reads "%s" as %i poisha', (amount, poisha) => {
    expect(poishaOf(amount)).toBe(poisha)
  })

  it.each(['', '1.234', '-5', '1e3', '12,00', 500])('refuses %j', (amount) => {
    expect(poishaOf(amount)).toBeUndefined()
  })
})

describe('bkashTime', () => {
  it('writes Dhaka time with a colon before the milliseconds', () => {
    expect(bkashTime(new Date('2019-08-07T05:12:34.978Z'))).toBe('2019-08-07T11:12:34:978 GMT+0600')
  })

  it('rolls over to the next day in Dhaka', () => {
    expect(bkashTime(new Date('2024-12-31T20:00:00.005Z'))).toBe('2025-01-01T02:00:00:005 GMT+0600')
  })
})

describe('bkashWallet', () => {
  it.each([
    ['+8801712345678', '01712345678'],
    ['008801712345678', '01712345678'],
    ['01712345678', '01712345678'],
    ['user-1234', 'user-1234'],
  ])('names %s as the wallet %s', (phone, wallet) => {
    expect(bkashWallet(phone)).toBe(wallet)
  })
})
