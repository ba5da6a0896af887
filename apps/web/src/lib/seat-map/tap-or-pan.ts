import { type PointerEvent, useRef } from 'react'

// A drag that moved the plan is a pan, not a tap on the seat where it ended.
const TAP_SLOP_PX = 8

/**
 * Tells a tap on a seat from a pan of the plan that ended on one, for the app's map and the checkout's: spread
 * `frame` on the element around the plan, and ask `wasPan()` in a seat's click.
 */
export function useTapOrPan() {
  const down = useRef<{ x: number; y: number }>(undefined)
  const moved = useRef(false)
  return {
    frame: {
      onPointerDownCapture: (event: PointerEvent) => {
        down.current = { x: event.clientX, y: event.clientY }
        moved.current = false
      },
      onPointerMoveCapture: (event: PointerEvent) => {
        const start = down.current
        if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX)
          moved.current = true
      },
    },
    wasPan: () => moved.current,
  }
}
