import QRCode from 'qrcode'
import type { PdfPage } from './pdf-document.ts'

/** The quiet zone a scanner needs around the code, in modules. */
const QUIET = 4
const SEAM = 0.05

/**
 * Draws `value` as a QR code of `size` points with its top left corner at (x, y): black squares on white,
 * each row's dark modules joined into one rectangle, so the page stays small and sharp at any resolution.
 */
export function drawQrCode(page: PdfPage, value: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' })
  const count = modules.size
  const cell = size / (count + 2 * QUIET)
  page.box(x, y, size, size, { fill: 1 })
  for (let row = 0; row < count; row++) {
    let start = -1
    for (let column = 0; column <= count; column++) {
      const dark = column < count && modules.get(row, column)
      if (dark && start < 0) start = column
      if (!dark && start >= 0) {
        // A hair taller than a module: rows meet without the light seam anti-aliasing draws between them.
        const top = y + (QUIET + row) * cell
        page.box(x + (QUIET + start) * cell, top, (column - start) * cell, cell + SEAM, { fill: 0 })
        start = -1
      }
    }
  }
}
