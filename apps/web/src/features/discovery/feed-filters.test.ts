import { describe, expect, it } from 'vitest'
import {
  apiQueryOf,
  type FeedFilters,
  feedLink,
  filtersFromParams,
  paramsFromFilters,
} from './feed-filters.ts'

const everything: FeedFilters = {
  Search: 'rock night',
  Category: 'music',
  District: 'coxs-bazar',
  From: '2026-12-01',
  To: '2026-12-31',
  Online: false,
  Verified: true,
}

describe('feed filters in the address bar', () => {
  it('come back unchanged after a trip through the URL', () => {
    const url = `/feed?${paramsFromFilters(everything)}`
    expect(filtersFromParams(new URL(url, 'http://x').searchParams)).toEqual(everything)
  })

  it('write the same link for the same filters', () => {
    const link = feedLink(everything)
    expect(link).toBe(
      '/feed?Search=rock+night&Category=music&District=coxs-bazar&From=2026-12-01&To=2026-12-31&Online=0&Verified=1',
    )
    expect(feedLink(filtersFromParams(new URL(link, 'http://x').searchParams))).toBe(link)
  })

  it('read the top bar link /feed?Verified=1', () => {
    expect(filtersFromParams(new URLSearchParams('Verified=1'))).toEqual({ Verified: true })
    expect(filtersFromParams(new URLSearchParams('Verified=true&Online=1'))).toEqual({
      Verified: true,
      Online: true,
    })
  })

  it('drop values that are not valid choices', () => {
    const params = new URLSearchParams(
      'Category=opera&District=atlantis&From=2026-02-30&To=tomorrow&Online=maybe&Verified=0&Search=%20%20',
    )
    expect(filtersFromParams(params)).toEqual({})
  })

  it('give no query string when nothing is chosen', () => {
    expect(feedLink({})).toBe('/feed')
    expect(feedLink({ Search: '  ' }, '/feed/past')).toBe('/feed/past')
  })
})

describe('the API query', () => {
  it('spans whole days in Dhaka and sends flags as 1 and 0', () => {
    expect(apiQueryOf(everything)).toEqual({
      Search: 'rock night',
      Category: 'music',
      District: 'coxs-bazar',
      From: '2026-12-01T00:00:00+06:00',
      To: '2026-12-31T23:59:59.999+06:00',
      Online: '0',
      Verified: '1',
    })
  })
})
