import QRCode from 'qrcode'
import { useEffect, useRef } from 'react'

type Props = {
  /** What the code says: a ticket's verification URL, an event's link. */
  value: string
  label: string
  size?: number
}

/** A QR code drawn on a canvas: black on white with a quiet zone, so it scans in either theme. */
export function QrCode({ value, label, size = 220 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (canvas.current) void QRCode.toCanvas(canvas.current, value, { width: size, margin: 2 })
  }, [value, size])
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      style={{ width: size, height: size, maxWidth: '100%', borderRadius: 8, background: '#fff' }}
    />
  )
}
