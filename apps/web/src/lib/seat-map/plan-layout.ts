/**
 * Geometry of a drawn plan, shared by the buyer's map and the editor. Coordinates are the plan's abstract
 * units; a seat's size is taken from how close the seats of a row sit, so a plan drawn at any scale reads.
 */

type Point = { X: number; Y: number }
type Row = { Seats: Point[] }
type Section = { Rows: Row[] }

export type Box = { x: number; y: number; width: number; height: number }

const DEFAULT_PITCH = 10

/** The distance between neighbouring seats: the smallest gap between two seats of one row. */
export function seatPitch(sections: readonly Section[]): number {
  let pitch = Number.POSITIVE_INFINITY
  for (const section of sections)
    for (const row of section.Rows)
      for (let i = 1; i < row.Seats.length; i++) {
        const a = row.Seats[i - 1] as Point
        const b = row.Seats[i] as Point
        const gap = Math.hypot(a.X - b.X, a.Y - b.Y)
        if (gap > 0) pitch = Math.min(pitch, gap)
      }
  return Number.isFinite(pitch) ? pitch : DEFAULT_PITCH
}

/** The box around some points, or null when there are none. */
export function boundsOf(points: Iterable<Point>): Box | null {
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const { X, Y } of points) {
    minX = Math.min(minX, X)
    minY = Math.min(minY, Y)
    maxX = Math.max(maxX, X)
    maxY = Math.max(maxY, Y)
  }
  return Number.isFinite(minX) ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null
}

const seatsOf = (section: Section) => section.Rows.flatMap((row) => row.Seats)

/** The view box of the whole plan: every seat, with room for row labels and section names around. */
export function planViewBox(sections: readonly Section[]): Box {
  const pitch = seatPitch(sections)
  const box = boundsOf(sections.flatMap(seatsOf)) ?? { x: 0, y: 0, width: pitch * 10, height: pitch * 5 }
  const margin = pitch * 2
  return {
    x: box.x - margin,
    y: box.y - margin * 1.5,
    width: box.width + margin * 2,
    height: box.height + margin * 2.5,
  }
}

/** Where a section's name is written: centred above its seats. */
export function sectionNameAt(section: Section, pitch: number): Point | null {
  const box = boundsOf(seatsOf(section))
  return box && { X: box.x + box.width / 2, Y: box.y - pitch * 1.2 }
}

/** Where a row's label is written: one pitch left of its leftmost seat. */
export function rowLabelAt(row: Row, pitch: number): Point | null {
  const box = boundsOf(row.Seats)
  return box && { X: box.x - pitch, Y: box.y + box.height / 2 }
}

/** Whether a point lies in a box (the editor's drag-to-select). */
export const inBox = (point: Point, box: Box) =>
  point.X >= box.x && point.X <= box.x + box.width && point.Y >= box.y && point.Y <= box.y + box.height
