import { lazy, Suspense } from 'react'
import { withRestStyles } from '../../app/styles/rest-styles.ts'

// The map and its zoom library come only with an order that has seats to show.
const HeldSeatsMap = lazy(() => withRestStyles(import('./held-seats-map.tsx')))

/** The hall with these seats marked, loaded when first shown. */
export function HeldSeatsMapOnDemand(props: { eventId: string; seatIds: string[] }) {
  return (
    <Suspense fallback={null}>
      <HeldSeatsMap {...props} />
    </Suspense>
  )
}
