import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { SeatingPlan } from '@mela/shared/seating'
import { planViewBox, rowLabelAt, seatPitch, sectionNameAt } from '../lib/seat-map/plan-layout.ts'
import { TAKEN_COLOR } from '../lib/seat-map/seat-colors.ts'
import { sectionName } from '../lib/seat-map/seat-label.ts'

type Point = { X: number; Y: number }

// The picture is drawn in its own units: seats PITCH apart from the plan's top left corner, so whatever
// units the organizer drew in, coordinates are small whole numbers.
const PITCH = 10
const R = PITCH * 0.4
const TEXT = 'var(--mantine-color-text)'
const DIMMED = 'var(--mantine-color-dimmed)'

/**
 * Seats as one path: each a line of no length whose round (or square) caps draw the seat, reached by a
 * relative move. A 2,000-seat hall is then a few kilobytes of repeated "m10 0h0" rather than 2,000
 * elements, and the page stays light on a phone's connection.
 */
function dotsPath(points: readonly Point[]): string {
  let x = 0
  let y = 0
  let d = ''
  for (const point of points) {
    d += `m${point.X - x} ${point.Y - y}h0`
    x = point.X
    y = point.Y
  }
  return d
}

/** An ✕ over each seat the organizer keeps off sale, as the editor marks them. */
function crossesPath(points: readonly Point[]): string {
  const a = R * 0.6
  return points
    .map(({ X, Y }) => `M${X - a} ${Y - a}l${2 * a} ${2 * a}m0 ${-2 * a}l${-2 * a} ${2 * a}`)
    .join('')
}

type Look = { fill: string; accessible: boolean }

/**
 * The plan as a still picture for the server-rendered event page: each seat in its price category's
 * colour (`colors`, as checkout's map colours them), taken and blocked ones grey, blocked ones crossed
 * out, wheelchair spaces square with ♿, section names above and row labels on the left.
 */
export function PlanPicture({
  plan,
  colors,
  label,
  language,
}: {
  plan: SeatingPlan
  colors: ReadonlyMap<string, string>
  /** What the picture shows, for a screen reader ("Seating plan: 120 of 200 seats free"). */
  label: string
  language: Language
}) {
  const pitch = seatPitch(plan.Sections)
  const box = planViewBox(plan.Sections)
  const scale = PITCH / pitch
  const at = ({ X, Y }: Point): Point => ({
    X: Math.round((X - box.x) * scale),
    Y: Math.round((Y - box.y) * scale),
  })

  const looks = new Map<string, { look: Look; points: Point[] }>()
  const blocked: Point[] = []
  const accessible: Point[] = []
  for (const section of plan.Sections)
    for (const row of section.Rows)
      for (const seat of row.Seats) {
        const point = at(seat)
        const color = colors.get(seat.TicketID)
        const look = {
          fill: seat.Status === 'free' && color ? color : TAKEN_COLOR,
          accessible: seat.Accessible,
        }
        const key = `${look.fill} ${look.accessible}`
        const group = looks.get(key) ?? looks.set(key, { look, points: [] }).get(key)
        group?.points.push(point)
        if (seat.Status === 'blocked') blocked.push(point)
        if (seat.Accessible) accessible.push(point)
      }

  return (
    <svg
      viewBox={`0 0 ${Math.round(box.width * scale)} ${Math.round(box.height * scale)}`}
      role="img"
      aria-label={label}
      data-plan="picture"
      style={{ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh' }}
    >
      <g fill={TEXT} fontSize={PITCH * 0.9} fontWeight={600} textAnchor="middle">
        {plan.Sections.map((section) => {
          const place = sectionNameAt(section, pitch)
          if (!place) return null
          const { X, Y } = at(place)
          return (
            <text key={section.ID} x={X} y={Y}>
              {sectionName(section, language)}
            </text>
          )
        })}
      </g>
      <g fill={DIMMED} fontSize={PITCH * 0.7} textAnchor="end" dominantBaseline="central">
        {plan.Sections.flatMap((section) =>
          section.Rows.map((row) => {
            const place = rowLabelAt(row, pitch)
            if (!place) return null
            const { X, Y } = at(place)
            return (
              <text key={row.ID} x={X} y={Y}>
                {localizeDigits(row.Label, language)}
              </text>
            )
          }),
        )}
      </g>
      {[...looks.values()].map(({ look, points }) => (
        <path
          key={`${look.fill} ${look.accessible}`}
          d={dotsPath(points)}
          stroke={look.fill}
          strokeWidth={R * 2}
          strokeLinecap={look.accessible ? 'square' : 'round'}
          data-seats={look.fill === TAKEN_COLOR ? 'taken' : 'free'}
        />
      ))}
      {blocked.length > 0 && (
        <path d={crossesPath(blocked)} stroke={TEXT} strokeWidth={R * 0.25} data-seats="blocked" />
      )}
      {accessible.length > 0 && (
        <g fill="white" fontSize={R * 1.3} textAnchor="middle" dominantBaseline="central">
          {accessible.map(({ X, Y }, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a still picture, never re-ordered
            <text key={index} x={X} y={Y}>
              ♿
            </text>
          ))}
        </g>
      )}
    </svg>
  )
}
