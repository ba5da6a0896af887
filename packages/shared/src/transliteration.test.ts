import { describe, expect, it } from 'vitest'
import { suggestedFeedUrl } from './organization.ts'
import { latinOf } from './transliteration.ts'

describe('Bengali in Latin letters', () => {
  it('spells names as they are spoken', () => {
    expect(latinOf('ঢাকা লাইভ')).toBe('dhaka laibh')
    expect(latinOf('বাংলা')).toBe('bangla')
    expect(latinOf('সংগীত')).toBe('songgit')
    expect(latinOf('প্রতিষ্ঠান')).toBe('protishthan')
    expect(latinOf('শিল্পকলা একাডেমি')).toBe('shilpokola ekademi')
    expect(latinOf('ব্যান্ড')).toBe('byand')
    expect(latinOf('চাঁদের হাট')).toBe('chader hat')
  })

  it('reads ড়, ঢ় and য় written with a nukta like the single letters', () => {
    expect(latinOf('ব\u09DC')).toBe('bor')
    expect(latinOf('ব\u09A1\u09BC')).toBe('bor')
    expect(latinOf('ন\u09DFন')).toBe('noyon')
    expect(latinOf('ন\u09AF\u09BCন')).toBe('noyon')
  })

  it('writes Bengali digits as Latin ones and keeps Latin text', () => {
    expect(latinOf('মেলা ২০২৬')).toBe('mela 2026')
    expect(latinOf('Code বাংলা 7')).toBe('Code bangla 7')
  })
})

describe('a feed address suggested from the name', () => {
  it('is the name in Latin letters and digits only, lower case', () => {
    expect(suggestedFeedUrl('ঢাকা লাইভ')).toBe('dhakalaibh')
    expect(suggestedFeedUrl('Dhaka Live!')).toBe('dhakalive')
    expect(suggestedFeedUrl('চট্টগ্রাম নাট্য ২০২৬')).toBe('chottogramnaty2026')
    expect(suggestedFeedUrl('Café Jazz')).toBe('cafejazz')
  })

  it('is nothing when the name gives fewer letters than a feed address needs, and at most 60', () => {
    expect(suggestedFeedUrl('বই')).toBe('')
    expect(suggestedFeedUrl('★★★')).toBe('')
    expect(suggestedFeedUrl('ক'.repeat(100))).toHaveLength(60)
    expect(suggestedFeedUrl('ক'.repeat(100))).toMatch(/^[a-z0-9]+$/)
  })
})
