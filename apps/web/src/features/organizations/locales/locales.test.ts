import { describe, expect, it } from 'vitest'
import { blankKeysOf, keysOf, placeholdersOf } from '../../../lib/locale-keys.ts'
import bn from './bn.json'
import en from './en.json'

describe('organizations texts', () => {
  it('have the same keys in English and Bengali', () => {
    expect(keysOf(bn)).toEqual(keysOf(en))
  })

  it('use the same placeholders in both languages', () => {
    expect(placeholdersOf(bn)).toEqual(placeholdersOf(en))
  })

  it('have no blank texts', () => {
    expect(blankKeysOf(en)).toEqual([])
    expect(blankKeysOf(bn)).toEqual([])
  })
})
