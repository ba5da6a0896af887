import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

// Large enough to print on an A4 poster without blurring.
const PRINT_WIDTH = 1024

/** The QR code of `value` as a PNG data URL for downloading; null until drawn. */
export function useQrPng(value: string): string | null {
  const [png, setPng] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void QRCode.toDataURL(value, { width: PRINT_WIDTH, margin: 2 }).then((url) => {
      if (current) setPng(url)
    })
    return () => {
      current = false
    }
  }, [value])
  return png
}
