import { beforeEach, describe, expect, it } from 'vitest'
import { rememberedAccess } from './remembered-access.ts'

describe('a purchase opened through its link', () => {
  beforeEach(() => sessionStorage.clear())

  it('stays readable in the tab when bKash sends the payer back without the token', () => {
    expect(rememberedAccess('p1', 'token-1')).toBe('token-1')
    expect(rememberedAccess('p1')).toBe('token-1')
  })

  it('gives one purchase’s token to no other purchase, and nothing when none was opened', () => {
    rememberedAccess('p1', 'token-1')
    expect(rememberedAccess('p2')).toBeUndefined()
  })

  it('takes a newer link’s token over the kept one', () => {
    rememberedAccess('p1', 'old')
    expect(rememberedAccess('p1', 'new')).toBe('new')
    expect(rememberedAccess('p1')).toBe('new')
  })
})
