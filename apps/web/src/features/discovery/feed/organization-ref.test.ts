import { describe, expect, it } from 'vitest'
import { organizationRefOf, webLink } from './organization-ref.ts'

describe('the organization named by /feed/{segment}', () => {
  it('is found by ID in /feed/Organization={id}', () => {
    const id = 'bbf26442-9ce1-48c5-9751-11c68031514f'
    expect(organizationRefOf(`Organization=${id}`)).toEqual({ feedUrlOrId: id, query: { Organization: id } })
  })

  it('is found by its feed URL otherwise', () => {
    expect(organizationRefOf('dhakalive')).toEqual({
      feedUrlOrId: 'dhakalive',
      query: { FeedURL: 'dhakalive' },
    })
  })
})

describe('organizer links', () => {
  it('keep web addresses and drop anything else', () => {
    expect(webLink('https://facebook.com/dhakalive')).toBe('https://facebook.com/dhakalive')
    expect(webLink('http://example.com')).toBe('http://example.com/')
    expect(webLink('javascript:alert(1)')).toBeNull()
    expect(webLink('not a url')).toBeNull()
    expect(webLink(null)).toBeNull()
  })
})
