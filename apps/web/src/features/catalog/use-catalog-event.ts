import { useQuery } from '@tanstack/react-query'
import { catalogEventQuery } from './api.ts'

/** The event a form belongs to: whether it is online, and its organization's flags. */
export function useCatalogEvent(eventId: string) {
  return useQuery(catalogEventQuery(eventId)).data
}
