import { afterEach, describe, expect, it } from 'vitest'
import { placeOfLink, storedPlace, storePlace } from './waitlist-place.ts'

afterEach(() => window.localStorage.clear())

describe('a waiting-list place kept in this browser', () => {
  it('is read from the leave link sent to the person, position unknown', () => {
    expect(placeOfLink('?ticket=t1&waitlist=w1&leave=tok')).toEqual({
      ticketId: 't1',
      place: { ID: 'w1', LeaveToken: 'tok' },
    })
    // A checkout page opened without a whole link keeps nothing.
    expect(placeOfLink('?ticket=t1&waitlist=w1')).toBeUndefined()
    expect(placeOfLink('')).toBeUndefined()
  })

  it('is kept per ticket, with or without a position, and forgotten when left', () => {
    storePlace('t1', { ID: 'w1', LeaveToken: 'tok' })
    storePlace('t2', { ID: 'w2', Position: 3, LeaveToken: 'tok2' })
    expect(storedPlace('t1')).toEqual({ ID: 'w1', LeaveToken: 'tok' })
    expect(storedPlace('t2')).toMatchObject({ Position: 3 })
    storePlace('t1', undefined)
    expect(storedPlace('t1')).toBeUndefined()
    window.localStorage.setItem('mela.waitlist.t3', '{"Position":1}')
    expect(storedPlace('t3')).toBeUndefined()
  })
})
