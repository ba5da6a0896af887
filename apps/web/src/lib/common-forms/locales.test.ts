import { describe, expect, it } from 'vitest'
import { blankKeysOf, keysOf, placeholdersOf } from '../locale-keys.ts'
import bn from './bn.json'
import en from './en.json'

describe('common-forms texts', () => {
  it('have the same keys and placeholders in English and Bengali', () => {
    expect(keysOf(bn)).toEqual(keysOf(en))
    expect(placeholdersOf(bn)).toEqual(placeholdersOf(en))
  })

  it('have no blank texts', () => {
    expect(blankKeysOf(en)).toEqual([])
    expect(blankKeysOf(bn)).toEqual([])
  })
})
