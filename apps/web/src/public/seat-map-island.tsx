import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { SeatingPlan } from '@mela/shared/seating'
import { useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { type ReactZoomPanPinchRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch'
import { type DrawnSection, PlanDrawing } from '../lib/seat-map/plan-drawing.tsx'
import { TAKEN_COLOR } from '../lib/seat-map/seat-colors.ts'
import { useTapOrPan } from '../lib/seat-map/tap-or-pan.ts'

// The rendered checkout's interactive map, its own module (scripts/build-public.mjs), loaded by
// seat-choice-island.ts when the buyer touches the plan's picture: the plan drawn seat by seat, with
// pinch, wheel and buttons to zoom. It keeps no choice of its own: a tapped seat goes to the seat
// choice (the list's state), which hands the chosen seats back. No Mantine, no i18n: the tools are the
// server's markup (a <template>), the words come with the options. Written against React's API but built
// with Preact's compatible layer (scripts/build-public.mjs): React's own runtime took a phone's main thread
// for most of the touch's blocking time just to start.

/** How often the open map re-reads which seats are taken ("close to live"), as the app's map does. */
const REFRESH_MS = 5_000

export type SeatMapOptions = {
  eventId: string
  /** Each seated ticket's colour, by ID (the picture's and the legend's). */
  colors: Record<string, string>
  language: Language
  title: string
  /** The zoom buttons and hint as the server drew them, or none. */
  tools?: DocumentFragment
  chosen: ReadonlySet<string>
  onSeat: (seatId: string) => void
  /** Each plan read (at first and every few seconds): the seats taken meanwhile. */
  onPlan: (plan: SeatingPlan) => void
}

export type SeatMap = { update: (chosen: ReadonlySet<string>) => void }

/** The plan as a buyer sees it: seats in their ticket's colour, anything not free greyed, theirs ringed. */
function drawingOf(plan: SeatingPlan, { colors, language }: SeatMapOptions, chosen: ReadonlySet<string>) {
  return plan.Sections.map(
    (section): DrawnSection => ({
      key: section.ID,
      name: (language === 'bn' && section.Bn?.Name) || section.Name,
      rows: section.Rows.map((row) => ({
        key: row.ID,
        label: localizeDigits(row.Label, language),
        seats: row.Seats.map((seat) => ({
          key: seat.ID,
          X: seat.X,
          Y: seat.Y,
          color: colors[seat.TicketID] ?? TAKEN_COLOR,
          taken: seat.Status !== 'free' || !(seat.TicketID in colors),
          chosen: chosen.has(seat.ID),
          accessible: seat.Accessible,
        })),
      })),
    }),
  )
}

/** The plan, polled with its ETag: a 304 keeps the plan held, so an open map costs a version check. */
function usePlan(eventId: string, onPlan: (plan: SeatingPlan) => void) {
  const [plan, setPlan] = useState<SeatingPlan | null>(null)
  useEffect(() => {
    let etag = ''
    let stopped = false
    const read = async () => {
      if (document.hidden) return
      const answer = await fetch(`/api/event/${encodeURIComponent(eventId)}/seating`, {
        headers: etag ? { 'If-None-Match': etag } : {},
      }).catch(() => null)
      if (stopped || !answer?.ok || answer.status === 304) return
      etag = answer.headers.get('ETag') ?? ''
      const read = (await answer.json().catch(() => null)) as SeatingPlan | null
      if (!read || stopped) return
      setPlan(read)
      onPlan(read)
    }
    void read()
    const timer = window.setInterval(() => void read(), REFRESH_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [eventId, onPlan])
  return plan
}

function SeatMapView({ options, chosen }: { options: SeatMapOptions; chosen: ReadonlySet<string> }) {
  const plan = usePlan(options.eventId, options.onPlan)
  const zoom = useRef<ReactZoomPanPinchRef>(null)
  const tools = useRef<HTMLDivElement>(null)
  const tapOrPan = useTapOrPan()
  useEffect(() => {
    const place = tools.current
    if (!place || !options.tools || place.childElementCount > 0) return
    place.append(options.tools)
    for (const button of Array.from(place.querySelectorAll<HTMLButtonElement>('[data-zoom]')))
      button.addEventListener('click', () => {
        const which = button.dataset.zoom
        if (which === 'in') zoom.current?.zoomIn()
        else if (which === 'out') zoom.current?.zoomOut()
        else zoom.current?.resetTransform()
      })
  }, [options.tools])
  return (
    <div>
      <div ref={tools} />
      {!plan && <p aria-live="polite">…</p>}
      {plan && (
        <div
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
          }}
          {...tapOrPan.frame}
        >
          <TransformWrapper
            ref={zoom}
            minScale={1}
            maxScale={10}
            doubleClick={{ disabled: true }}
            wheel={{ step: 0.15 }}
          >
            <TransformComponent wrapperStyle={{ width: '100%' }} contentStyle={{ width: '100%' }}>
              <PlanDrawing
                sections={drawingOf(plan, options, chosen)}
                title={options.title}
                onSeat={(key) => {
                  if (!tapOrPan.wasPan()) options.onSeat(key)
                }}
                style={{ maxHeight: '65vh' }}
              />
            </TransformComponent>
          </TransformWrapper>
        </div>
      )}
    </div>
  )
}

/** Draws the map in `container`; `update` shows the seats chosen (on the map or the list). */
export function mountSeatMap(container: HTMLElement, options: SeatMapOptions): SeatMap {
  const root = createRoot(container)
  const draw = (chosen: ReadonlySet<string>) => root.render(<SeatMapView options={options} chosen={chosen} />)
  draw(options.chosen)
  return { update: draw }
}
