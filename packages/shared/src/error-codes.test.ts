import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { codeOfText, ERROR_CODES, ERROR_TEXTS, errorText, said } from './error-codes.ts'
import { fieldCodes, fieldErrors, maxValue } from './validation.ts'

describe('error codes', () => {
  it('gives every code its own words, so words never stand for two codes', () => {
    const texts = Object.values(ERROR_TEXTS)
    expect(new Set(texts).size).toBe(texts.length)
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/)
  })

  it('fills parameters in and finds a fixed text’s code', () => {
    expect(errorText('ONLY_LEFT', { left: 3, ticket: 'Gold VIP' })).toBe('Only 3 left of Gold VIP')
    expect(codeOfText('Sold out')).toEqual({ code: 'SOLD_OUT' })
    expect(codeOfText('Only 3 left of Gold VIP')).toBeUndefined()
  })

  it('leads a message the shared checks made back to its code and parameters', () => {
    expect(said('MAX_LENGTH', { max: 7 })).toBe('The maximum length allowed is 7')
    const schema = z.object({ Price: z.number().check(maxValue(10_000_000)), Name: z.string() })
    const result = schema.safeParse({ Price: 3e7 })
    if (result.success) throw new Error('should fail')
    const fields = fieldErrors(result.error)
    expect(fieldCodes(fields)).toEqual({ Price: { code: 'MAX_VALUE', params: { max: 10_000_000 } } })
  })
})
