import { lazy } from 'react'
import { withRestStyles } from '../../app/styles/rest-styles.ts'

/**
 * The seat picker, downloaded only when an event has a plan: the map, its zoom library and the seat list
 * stay out of the first download of every other checkout (and of every page that shows no plan).
 */
export const LazySeatPicker = lazy(() => withRestStyles(import('./seat-picker.tsx')))
