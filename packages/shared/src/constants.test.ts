import { describe, expect, it } from 'vitest'
import { isSuperuser } from './constants.ts'
import { EMPTY_ID, isEmptyId } from './ids.ts'

describe('isSuperuser', () => {
  it.each(['superuser', 'SuperUser', 'SUPERUSER'])('recognises %s', (username) => {
    expect(isSuperuser(username)).toBe(true)
  })

  it.each(['superuser2', 'super user', '', null, undefined])('refuses %j', (username) => {
    expect(isSuperuser(username)).toBe(false)
  })
})

describe('isEmptyId', () => {
  it('treats the all-zeros ID and a missing ID as empty', () => {
    expect(isEmptyId(EMPTY_ID)).toBe(true)
    expect(isEmptyId('')).toBe(true)
    expect(isEmptyId(null)).toBe(true)
    expect(isEmptyId(undefined)).toBe(true)
  })

  it('treats a real ID as not empty', () => {
    expect(isEmptyId('6f1c2a9e-0d3b-4c55-9a8e-2b7f4d1e6c3a')).toBe(false)
  })
})
