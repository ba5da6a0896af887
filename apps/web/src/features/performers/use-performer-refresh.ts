import { useQueryClient } from '@tanstack/react-query'
import { useAppEvent } from '../../lib/app-events.ts'
import { performerKeys } from '../../lib/query-keys.ts'

/** Refreshes every performer list and page when a performer is added or changed anywhere. */
export function usePerformerRefresh() {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: performerKeys.all })
  useAppEvent('performer:new', refresh)
  useAppEvent('performer:edit', refresh)
}
