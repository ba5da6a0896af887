import { DISTRICTS, EVENT_CATEGORIES, EVENT_FEATURES } from '@mela/shared/event-enums'
import { describe, expect, it } from 'vitest'
import { describeTranslations } from '../../test/translations.ts'
import bn from './bn.json'
import en from './en.json'

describeTranslations('event names', en, bn)

const BENGALI_LETTER = /[\u0980-\u09FF]/

describe('event names', () => {
  it('name every category, feature and district, and nothing else', () => {
    expect(Object.keys(en.category).sort()).toEqual([...EVENT_CATEGORIES].sort())
    expect(Object.keys(en.feature).sort()).toEqual([...EVENT_FEATURES].sort())
    expect(Object.keys(en.district).sort()).toEqual([...DISTRICTS].sort())
  })

  it('writes all 64 districts in Bengali script', () => {
    const names = Object.values(bn.district)
    expect(names).toHaveLength(64)
    expect(names.filter((name) => !BENGALI_LETTER.test(name))).toEqual([])
    expect(new Set(names).size).toBe(64)
    expect(bn.district.dhaka).toBe('ঢাকা')
    expect(bn.district['coxs-bazar']).toBe('কক্সবাজার')
  })
})
