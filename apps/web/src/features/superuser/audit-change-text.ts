import type { Language } from '@mela/shared/constants'
import { when } from './show.ts'

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** One side of a changed field: a moment as a date (Dhaka time, the reader's language), nothing as a dash. */
export function changeValueText(value: unknown, language: Language): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string' && MOMENT.test(value)) return when(value, language)
  return String(value)
}
