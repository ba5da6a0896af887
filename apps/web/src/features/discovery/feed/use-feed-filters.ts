import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type FeedFilters, filtersFromParams, paramsFromFilters } from '../feed-filters.ts'

/**
 * The feed's filters live in the address bar. Each change is a new history entry, so the back
 * button returns to the previous filters and any view can be shared as a link.
 */
export function useFeedFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFromParams(params), [params])
  const setFilters = useCallback(
    (next: FeedFilters) => setParams(paramsFromFilters(next), { preventScrollReset: true }),
    [setParams],
  )
  return [filters, setFilters] as const
}
