import { useQueryClient } from '@tanstack/react-query'
import { type AppEventName, useAppEvent } from '../../lib/app-events.ts'
import { type CatalogList, eventKeys } from '../../lib/query-keys.ts'

type CatalogEvent = Extract<AppEventName, `${'ticket' | 'bundle' | 'discount' | 'collectible'}:${string}`>

/** Refreshes an event's list (`eventKeys.catalog(id, list)`) whenever a form announces `name` for that event. */
export function useCatalogRefresh(name: CatalogEvent, eventId: string, list: CatalogList) {
  const client = useQueryClient()
  useAppEvent(name, (payload) => {
    if (payload.eventId === eventId)
      void client.invalidateQueries({ queryKey: eventKeys.catalog(eventId, list) })
  })
}
