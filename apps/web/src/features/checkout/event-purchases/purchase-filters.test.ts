import { describe, expect, it } from 'vitest'
import { paramsFromPurchaseFilters, purchaseFiltersFromParams } from './purchase-filters.ts'

const read = (query: string) => purchaseFiltersFromParams(new URLSearchParams(query))

describe('purchase filters in the address bar', () => {
  it('reads a status, a search and a page', () => {
    expect(read('status=refunded&q=%20Karim%20&page=3')).toEqual({
      status: 'refunded',
      search: 'Karim',
      page: 3,
    })
  })

  it('falls back to all statuses, no search and the first page', () => {
    expect(read('')).toEqual({ status: undefined, search: '', page: 1 })
    expect(read('status=lost&page=-2')).toEqual({ status: undefined, search: '', page: 1 })
    expect(read('page=2.5').page).toBe(1)
    expect(read('page=abc').page).toBe(1)
  })

  it('cuts a search to the 100 characters the API accepts', () => {
    expect(read(`q=${'a'.repeat(150)}`).search).toHaveLength(100)
  })

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(paramsFromPurchaseFilters({ search: '', page: 1 }).toString()).toBe('')
    const filters = { status: 'paid', search: '017', page: 2 } as const
    const params = paramsFromPurchaseFilters(filters)
    expect(params.toString()).toBe('status=paid&q=017&page=2')
    expect(purchaseFiltersFromParams(params)).toEqual(filters)
  })
})
