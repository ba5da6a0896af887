import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'

// Poppler's tools read the PDF as any reader's viewer would: what they extract and draw is what people get.
function withFile<T>(pdf: Buffer, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'mela-pdf-'))
  try {
    const path = join(dir, 'file.pdf')
    writeFileSync(path, pdf)
    return use(path, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PDF's text layer as `pdftotext` extracts it, pages apart by form feeds. */
export const pdfText = (pdf: Buffer, args: string[] = []) =>
  withFile(pdf, (path) => execFileSync('pdftotext', [...args, path, '-'], { encoding: 'utf8' }))

/** How many pages the PDF has (`pdfinfo`). */
export const pdfPageCount = (pdf: Buffer) =>
  withFile(pdf, (path) =>
    Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]),
  )

/** The fonts the PDF embeds, as `pdffonts` lists them (a subset's name carries its `ABCDEF+` tag). */
export const pdfFonts = (pdf: Buffer) =>
  withFile(pdf, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }))

/** A page drawn as `pdftoppm` draws it, a PNG at `dpi`. */
export const pagePng = (pdf: Buffer, page = 1, dpi = 150) =>
  withFile(pdf, (path) =>
    execFileSync(
      'pdftoppm',
      ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', path],
      { maxBuffer: 64 << 20 },
    ),
  )

/** What the QR code in the picture says, read as a phone's camera would (jsQR), or undefined. */
export async function readQrCode(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data
}
