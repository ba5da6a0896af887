import { describe, expect, it } from 'vitest'
import { formatTaka, poishaToTaka, takaAmount, takaToPoisha } from './money.ts'

describe('formatTaka', () => {
  it.each([
    [0, '৳0.00'],
    [5, '৳0.05'],
    [50, '৳0.50'],
    [100, '৳1.00'],
    [99_999, '৳999.99'],
    [100_000, '৳1,000.00'],
    [12_345_650, '৳1,23,456.50'],
    [123_456_789_00, '৳12,34,56,789.00'],
    [1_000_000_000_000, '৳10,00,00,00,000.00'],
  ])('shows %i poisha as %s', (poisha, text) => {
    expect(formatTaka(poisha)).toBe(text)
  })

  it('puts the minus before the taka sign', () => {
    expect(formatTaka(-50_000)).toBe('-৳500.00')
    expect(formatTaka(-12_345_650)).toBe('-৳1,23,456.50')
  })

  it('renders Bengali digits for the Bengali UI', () => {
    expect(formatTaka(12_345_650, { digits: 'bn' })).toBe('৳১,২৩,৪৫৬.৫০')
    expect(formatTaka(0, { digits: 'bn' })).toBe('৳০.০০')
  })

  it('rounds a fractional poisha and refuses non-numbers', () => {
    expect(formatTaka(99.6)).toBe('৳1.00')
    expect(() => formatTaka(Number.NaN)).toThrow(RangeError)
    expect(() => formatTaka(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('taka and poisha', () => {
  it('converts taka to whole poisha despite float noise', () => {
    expect(takaToPoisha(500)).toBe(50_000)
    expect(takaToPoisha(0.29)).toBe(29)
    expect(takaToPoisha(1234.56)).toBe(123_456)
    expect(takaToPoisha(19.99)).toBe(1999)
  })

  it('refuses non-finite taka', () => {
    expect(() => takaToPoisha(Number.NaN)).toThrow(RangeError)
    expect(() => takaToPoisha(Number.NEGATIVE_INFINITY)).toThrow(RangeError)
  })

  it('converts poisha back to taka', () => {
    expect(poishaToTaka(50_050)).toBe(500.5)
    expect(poishaToTaka(takaToPoisha(1234.56))).toBe(1234.56)
  })
})

describe('takaAmount', () => {
  const problems = (value: unknown) =>
    takaAmount.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

  it.each([0, 500, 0.5, 19.99, 0.29])('accepts %d', (value) => {
    expect(takaAmount.parse(value)).toBe(value)
  })

  it('accepts numeric text from a form', () => {
    expect(takaAmount.parse('1250.50')).toBe(1250.5)
  })

  it('rejects a negative amount, a third decimal and non-numbers', () => {
    expect(problems(-1)).toEqual(['The minimum value allowed is 0'])
    expect(problems(10.005)).toEqual(['The value can have at most 2 decimal places'])
    expect(problems('ten')).toEqual(['Value must be numeric'])
    expect(problems(undefined)).toEqual(['Value is required'])
  })
})
