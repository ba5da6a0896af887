import { PURCHASE_STATUSES, type PurchaseStatus } from '@mela/shared/purchase'

/** What the purchases list shows: one status or all, a search of buyers, and a page (from 1). */
export type PurchaseFilters = { status?: PurchaseStatus; search: string; page: number }

const isStatus = (value: string | null): value is PurchaseStatus =>
  (PURCHASE_STATUSES as readonly (string | null)[]).includes(value)

// The API refuses searches over 100 characters; a pasted link should narrow, not fail.
const MAX_SEARCH = 100

/** Reads ?status=&q=&page= leniently: anything unknown or malformed falls back to the default. */
export function purchaseFiltersFromParams(params: URLSearchParams): PurchaseFilters {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    status: isStatus(status) ? status : undefined,
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The query string of some filters, leaving defaults out so links stay short. */
export function paramsFromPurchaseFilters({ status, search, page }: PurchaseFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  if (search.trim()) params.set('q', search.trim())
  if (page > 1) params.set('page', String(page))
  return params
}
