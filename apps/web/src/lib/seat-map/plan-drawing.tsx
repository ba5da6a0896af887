import { memo, type ReactNode, type PointerEvent as ReactPointerEvent, type Ref } from 'react'
import { type Box, planViewBox, rowLabelAt, seatPitch, sectionNameAt } from './plan-layout.ts'
import { TAKEN_COLOR } from './seat-colors.ts'

/** One seat as drawn: where, in which colour, and how it stands out. */
export type DrawnSeat = {
  key: string
  X: number
  Y: number
  /** The price category's colour; ignored when `taken`. */
  color: string
  /** Taken, held or blocked: greyed and not pickable. */
  taken?: boolean
  chosen?: boolean
  accessible?: boolean
  /** Blocked by the organizer (the editor crosses it out). */
  blocked?: boolean
  /** Held or sold (the editor rings it: it cannot be moved or removed). */
  locked?: boolean
}
export type DrawnRow = { key: string; label: string; seats: DrawnSeat[] }
export type DrawnSection = { key: string; name: string; rows: DrawnRow[] }

type Props = {
  sections: DrawnSection[]
  title: string
  /** A seat was tapped or clicked (its key). */
  onSeat?: (key: string) => void
  /** A row label was tapped (the editor selects the whole row). */
  onRow?: (key: string) => void
  onPointerDown?: (event: ReactPointerEvent<SVGSVGElement>) => void
  onPointerMove?: (event: ReactPointerEvent<SVGSVGElement>) => void
  onPointerUp?: (event: ReactPointerEvent<SVGSVGElement>) => void
  svgRef?: Ref<SVGSVGElement>
  /** Drawn over the plan in its coordinates (the editor's selection box). */
  overlay?: ReactNode
  /** The drawing's size on screen; the plan keeps its proportions inside. */
  style?: React.CSSProperties
  viewBox?: Box
}

const TEXT = 'var(--mantine-color-text)'
const DIMMED = 'var(--mantine-color-dimmed)'

function SeatShape({ seat, r }: { seat: DrawnSeat; r: number }) {
  const fill = seat.taken ? TAKEN_COLOR : seat.color
  const ring = seat.chosen ? { stroke: TEXT, strokeWidth: r * 0.35 } : {}
  const shape = seat.accessible ? (
    <rect x={seat.X - r} y={seat.Y - r} width={r * 2} height={r * 2} rx={r * 0.3} fill={fill} {...ring} />
  ) : (
    <circle cx={seat.X} cy={seat.Y} r={r} fill={fill} {...ring} />
  )
  return (
    <g
      data-seat={seat.key}
      data-chosen={seat.chosen || undefined}
      style={{ cursor: seat.taken ? 'default' : 'pointer' }}
    >
      {shape}
      {seat.accessible && (
        <text
          x={seat.X}
          y={seat.Y}
          fontSize={r * 1.3}
          textAnchor="middle"
          dominantBaseline="central"
          fill="white"
        >
          ♿
        </text>
      )}
      {seat.blocked && (
        <path
          d={`M${seat.X - r * 0.6} ${seat.Y - r * 0.6}L${seat.X + r * 0.6} ${seat.Y + r * 0.6}M${seat.X + r * 0.6} ${seat.Y - r * 0.6}L${seat.X - r * 0.6} ${seat.Y + r * 0.6}`}
          stroke={TEXT}
          strokeWidth={r * 0.25}
        />
      )}
      {seat.locked && <circle cx={seat.X} cy={seat.Y} r={r * 0.35} fill={TEXT} />}
      {seat.chosen && !seat.accessible && <circle cx={seat.X} cy={seat.Y} r={r * 0.35} fill="white" />}
    </g>
  )
}

const SEAT_LOOKS = ['key', 'X', 'Y', 'color', 'taken', 'chosen', 'accessible', 'blocked', 'locked'] as const
// A drawing is made anew on every change (a tap, the plan re-read every few seconds); only the seats
// that look different are drawn again, so a tap on a 2,000-seat hall stays quick on a phone.
const Seat = memo(
  SeatShape,
  (before, after) =>
    before.r === after.r && SEAT_LOOKS.every((look) => before.seat[look] === after.seat[look]),
)

// The target of a tap: the seat or row label under the pointer, by the data attribute on its group.
const keyUnder = (target: EventTarget, attribute: string) =>
  (target as Element).closest?.(`[${attribute}]`)?.getAttribute(attribute) ?? undefined

/** The plan drawn in SVG: sections named above their seats, rows labelled on the left. */
export function PlanDrawing({
  sections,
  title,
  onSeat,
  onRow,
  svgRef,
  overlay,
  style,
  viewBox,
  ...pointer
}: Props) {
  const pitch = seatPitch(sections.map((s) => ({ Rows: s.rows.map((r) => ({ Seats: r.seats })) })))
  const box = viewBox ?? planViewBox(sections.map((s) => ({ Rows: s.rows.map((r) => ({ Seats: r.seats })) })))
  const r = pitch * 0.4
  const click = (event: React.MouseEvent<SVGSVGElement>) => {
    const row = keyUnder(event.target, 'data-row')
    if (row) return onRow?.(row)
    const seat = keyUnder(event.target, 'data-seat')
    if (seat) onSeat?.(seat)
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: every seat is also a button in the seat list beside the map
    <svg
      ref={svgRef}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      role="img"
      aria-label={title}
      style={{ display: 'block', width: '100%', touchAction: 'none', userSelect: 'none', ...style }}
      onClick={click}
      {...pointer}
    >
      {sections.map((section) => {
        const nameAt = sectionNameAt({ Rows: section.rows.map((row) => ({ Seats: row.seats })) }, pitch)
        return (
          <g key={section.key}>
            {nameAt && (
              <text
                x={nameAt.X}
                y={nameAt.Y}
                fontSize={pitch * 0.9}
                fontWeight={600}
                textAnchor="middle"
                fill={TEXT}
              >
                {section.name}
              </text>
            )}
            {section.rows.map((row) => {
              const labelAt = rowLabelAt({ Seats: row.seats }, pitch)
              return (
                <g key={row.key}>
                  {labelAt && (
                    <text
                      data-row={row.key}
                      x={labelAt.X}
                      y={labelAt.Y}
                      fontSize={pitch * 0.7}
                      textAnchor="end"
                      dominantBaseline="central"
                      fill={DIMMED}
                      style={{ cursor: onRow ? 'pointer' : 'default' }}
                    >
                      {row.label}
                    </text>
                  )}
                  {row.seats.map((seat) => (
                    <Seat key={seat.key} seat={seat} r={r} />
                  ))}
                </g>
              )
            })}
          </g>
        )
      })}
      {overlay}
    </svg>
  )
}
