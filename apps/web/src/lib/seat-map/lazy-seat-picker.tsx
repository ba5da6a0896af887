import { lazy, Suspense } from 'react'
import { withRestStyles } from '../../app/styles/rest-styles.ts'
import type { SeatPickerSlotProps } from './seat-picker-slot.tsx'

// The map, its zoom library and the seat list are downloaded only when an event has seated tickets:
// they stay out of the first download of every other checkout (and of every page that shows no plan).
const SeatPickerSlot = lazy(() => withRestStyles(import('./seat-picker-slot.tsx')))

/** The seat picker of a checkout or box office selection; nothing when no ticket is seated. */
export function SeatPickerOnDemand(props: SeatPickerSlotProps) {
  if (props.seated.size === 0) return null
  return (
    <Suspense fallback={null}>
      <SeatPickerSlot {...props} />
    </Suspense>
  )
}
