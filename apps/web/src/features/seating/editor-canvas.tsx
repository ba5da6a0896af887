import { Paper, Text } from '@mantine/core'
import { type PointerEvent, useRef, useState } from 'react'
import { type DrawnSection, PlanDrawing } from '../../lib/seat-map/plan-drawing.tsx'
import type { Box } from '../../lib/seat-map/plan-layout.ts'
import { useSeatingTranslation } from './locales/translation.ts'

type Props = {
  sections: DrawnSection[]
  onSeat: (key: string) => void
  onRow: (key: string) => void
  /** A box was dragged around seats (in plan units). */
  onBox: (box: Box) => void
}

type Point = { x: number; y: number }

// Where the pointer is in the plan's own units, whatever the drawing's size on screen.
function planPoint(svg: SVGSVGElement, event: PointerEvent): Point {
  const matrix = svg.getScreenCTM()?.inverse()
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix)
  return { x: point.x, y: point.y }
}

const boxOf = (a: Point, b: Point): Box => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
})

/** The editor's plan: tap a seat, tap a row label, or drag a box (mouse, pen or finger) to choose seats. */
export function EditorCanvas({ sections, onSeat, onRow, onBox }: Props) {
  const { t } = useSeatingTranslation()
  const svg = useRef<SVGSVGElement>(null)
  const [drag, setDrag] = useState<{ from: Point; to: Point }>()
  const startedOnSeat = useRef(false)

  const down = (event: PointerEvent<SVGSVGElement>) => {
    const target = event.target as Element
    startedOnSeat.current = Boolean(target.closest('[data-seat],[data-row]'))
    if (startedOnSeat.current || !svg.current) return
    const at = planPoint(svg.current, event)
    svg.current.setPointerCapture(event.pointerId)
    setDrag({ from: at, to: at })
  }
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (drag && svg.current) setDrag({ ...drag, to: planPoint(svg.current, event) })
  }
  const up = () => {
    if (!drag) return
    const box = boxOf(drag.from, drag.to)
    setDrag(undefined)
    if (box.width + box.height > 2) onBox(box)
  }
  const box = drag && boxOf(drag.from, drag.to)
  return (
    <Paper withBorder p={4}>
      <Text size="xs" c="dimmed" px={4}>
        {t('select.hint')}
      </Text>
      <PlanDrawing
        svgRef={svg}
        sections={sections}
        title={t('page.title')}
        onSeat={onSeat}
        onRow={onRow}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        style={{ maxHeight: '70vh', minHeight: 160 }}
        overlay={
          box && (
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              fill="var(--mantine-color-blue-light)"
              stroke="var(--mantine-color-blue-6)"
              strokeWidth={0.5}
            />
          )
        }
      />
    </Paper>
  )
}
