import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type PurchaseFilters,
  paramsFromPurchaseFilters,
  purchaseFiltersFromParams,
} from './purchase-filters.ts'

/**
 * The purchases list's filters live in the address bar, so an organizer can share what they see.
 * A new status or search starts again at page 1; `replace` keeps typing out of the history.
 */
export function usePurchaseFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => purchaseFiltersFromParams(params), [params])
  const setFilters = useCallback(
    (change: Partial<PurchaseFilters>, { replace = false } = {}) =>
      // Reads the address as it is now: a debounced search lands after a status picked meanwhile, and the
      // router's own `current` is the params of the render its setter came from, which may be before it.
      setParams(
        () =>
          paramsFromPurchaseFilters({
            ...purchaseFiltersFromParams(new URLSearchParams(window.location.search)),
            page: 1,
            ...change,
          }),
        { replace, preventScrollReset: true },
      ),
    [setParams],
  )
  return [filters, setFilters] as const
}
