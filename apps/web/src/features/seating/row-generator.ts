/**
 * Rows of seats from a few choices an organizer makes (how many rows, seats per row, how seats are
 * numbered, where the aisles are, how much the rows curve), as plan coordinates. Pure: the editor shows
 * the result, the tests pin it.
 */

export const SEAT_PITCH = 10
export const ROW_PITCH = 12

export type RowLabels = 'letters' | 'numbers'
/** Seat 1 at the left, at the right, or odd seats on the left and even on the right, both from the middle. */
export type Numbering = 'left-to-right' | 'right-to-left' | 'odd-even'

export type RowsSpec = {
  rows: number
  labels: RowLabels
  /** The first row's label as a count from 1: 1 is A (or 1), 3 is C (or 3). */
  firstRow: number
  seatsPerRow: number
  numbering: Numbering
  /** An aisle (one seat wide) falls just right of each of these seat numbers, as the plan is drawn. */
  aisleAfter: number[]
  /** 0 for straight rows; up to 1 for a fan-shaped hall whose rows bend around the stage. */
  curve: number
  /** Where the first row's leftmost seat sits (the top-left of the block; curved rows bend below it). */
  origin: { X: number; Y: number }
}

export type GeneratedSeat = { Number: string; X: number; Y: number }
export type GeneratedRow = { Label: string; Seats: GeneratedSeat[] }

/** A row's label: A…Z, then AA, AB… (or 1, 2, 3…). `index` counts from 1. */
export function rowLabel(index: number, labels: RowLabels): string {
  if (labels === 'numbers') return String(index)
  let label = ''
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label
  return label
}

/** The seat numbers of one row from left to right. */
export function seatNumbers(count: number, numbering: Numbering): number[] {
  const positions = Array.from({ length: count }, (_, p) => p)
  if (numbering === 'left-to-right') return positions.map((p) => p + 1)
  if (numbering === 'right-to-left') return positions.map((p) => count - p)
  // Odd on the left counting outwards from the middle (… 5 3 1 | 2 4 6 …); the left takes the odd one over.
  const left = Math.ceil(count / 2)
  return positions.map((p) => (p < left ? 2 * (left - 1 - p) + 1 : 2 * (p - left + 1)))
}

/** How far the middle of a row sits below its ends when it curves (the fan's depth). */
export const curveDepth = (curve: number) => Math.max(0, Math.min(1, curve)) * ROW_PITCH * 3

/** The rows as the spec describes them, with coordinates rounded to whole units. */
export function generateRows(spec: RowsSpec): GeneratedRow[] {
  const numbers = seatNumbers(spec.seatsPerRow, spec.numbering)
  const aisles = new Set(spec.aisleAfter)
  const xs: number[] = []
  let x = spec.origin.X
  for (const number of numbers) {
    xs.push(x)
    x += SEAT_PITCH * (aisles.has(number) ? 2 : 1)
  }
  const first = xs[0] ?? spec.origin.X
  const last = xs[xs.length - 1] ?? spec.origin.X
  const middle = (first + last) / 2
  const half = (last - first) / 2 || 1
  const depth = curveDepth(spec.curve)
  return Array.from({ length: spec.rows }, (_, r) => ({
    Label: rowLabel(spec.firstRow + r, spec.labels),
    Seats: numbers.map((number, p) => {
      const across = ((xs[p] as number) - middle) / half
      return {
        Number: String(number),
        X: Math.round(xs[p] as number),
        Y: Math.round(spec.origin.Y + r * ROW_PITCH + depth * (1 - across * across)),
      }
    }),
  }))
}
