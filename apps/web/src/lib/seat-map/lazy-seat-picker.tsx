import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { withRestStyles } from '../../app/styles/rest-styles.ts'
import type { SeatPickerSlotProps } from './seat-picker-slot.tsx'
import { seatingQuery } from './seating-queries.ts'

// The map, its zoom library and the seat list are downloaded only when an event has seated tickets:
// they stay out of the first download of every other checkout (and of every page that shows no plan).
const SeatPickerSlot = lazy(() => withRestStyles(import('./seat-picker-slot.tsx')))

/** The seat picker of a checkout or box office selection; nothing when no ticket is seated. */
export function SeatPickerOnDemand(props: SeatPickerSlotProps) {
  const queryClient = useQueryClient()
  const seated = props.seated.size > 0
  // The plan is asked for while the map's code downloads, not after: on a phone's network that is one
  // round trip less before the map shows.
  useEffect(() => {
    if (seated) void queryClient.prefetchQuery(seatingQuery(props.eventId))
  }, [seated, props.eventId, queryClient])
  if (!seated) return null
  return (
    <Suspense fallback={null}>
      <SeatPickerSlot {...props} />
    </Suspense>
  )
}
