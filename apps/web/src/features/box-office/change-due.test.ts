import { describe, expect, it } from 'vitest'
import { cashShortfall, changeDue } from './change-due.ts'

describe('changeDue', () => {
  it('gives the change in taka, exact to the poisha', () => {
    expect(changeDue(1500, 2000)).toBe(500)
    expect(changeDue(0.3, 0.5)).toBe(0.2)
  })

  it('is negative while the buyer has not given enough', () => {
    expect(changeDue(1500, 1000)).toBe(-500)
  })

  it('says nothing until an amount is typed', () => {
    expect(changeDue(1500, '')).toBeUndefined()
    expect(changeDue(1500, undefined)).toBeUndefined()
  })
})

describe('cashShortfall', () => {
  it('says why the counter will not sell: nothing received yet, or too little', () => {
    expect(cashShortfall(1500, '')).toBe('missing')
    expect(cashShortfall(1500, 1000)).toBe('short')
  })

  it('lets the sale go once the cash covers the total, or when nothing is owed', () => {
    expect(cashShortfall(1500, 1500)).toBeUndefined()
    expect(cashShortfall(1500, 2000)).toBeUndefined()
    expect(cashShortfall(0, '')).toBeUndefined()
  })
})
