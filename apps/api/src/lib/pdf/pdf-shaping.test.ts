// The PDF draws exactly what HarfBuzz shapes: the glyph IDs and positions the writer put on the page are
// those Debian's own hb-shape gives for the same text and font, and the text layer reads back as typed.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../testing/pdf-tools.ts'
import { fontFaces } from './font-faces.ts'
import { pdfDocument } from './pdf-document.ts'
import { shapeLine } from './shaped-text.ts'

const HARD = [
  'ক্ষ',
  'ন্ত্র',
  'স্ক্র',
  'র্ক',
  'ক্য',
  'কি',
  'কৈ',
  'কো',
  'রবীন্দ্রসংগীত সন্ধ্যা',
  '০১২৩৪৫৬৭৮৯ ৳১,২০০',
  'টিকিট: Baul Night, সারি C আসন ১২',
  'Shilpakala Academy — শিল্পকলা একাডেমি',
]
const SIZE = 14
const LEFT = 20

const dir = mkdtempSync(join(tmpdir(), 'mela-shaping-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Placed = { face: string; text: string; glyphs: { id: number; x: number; y: number }[] }

/** Each run the page holds: its font, its /ActualText and each glyph's ID and position, read off the content stream. */
function placedRuns(pdf: Buffer): Placed[] {
  const file = pdf.toString('latin1')
  const runs: Placed[] = []
  for (const match of file.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    for (const span of content.split('EMC')) {
      const head = /ActualText <FEFF([0-9A-F]*)>>> BDC BT\n\/(\w+) /.exec(span)
      if (!head) continue
      const text = Buffer.from(head[1] ?? '', 'hex')
        .swap16()
        .toString('utf16le')
      const glyphs = [...span.matchAll(/1 0 0 1 (\S+) (\S+) Tm <([0-9A-F]{4})> Tj/g)].map((glyph) => ({
        id: Number.parseInt(glyph[3] ?? '', 16),
        x: Number(glyph[1]),
        y: Number(glyph[2]),
      }))
      runs.push({ face: head[2] ?? '', text, glyphs })
    }
  }
  return runs
}

describe('Bengali in the PDF', () => {
  it('places the glyphs hb-shape gives, where hb-shape puts them, and reads back as typed', async () => {
    const faces = (await fontFaces()).regular
    const fontFile = (key: string) => {
      const face = faces.find((candidate) => candidate.key === key)
      if (!face) throw new Error(`no face ${key}`)
      const path = join(dir, `${key}.ttf`)
      writeFileSync(path, face.sfnt)
      return { path, upem: face.upem }
    }
    const document = pdfDocument('shaping')
    for (const text of HARD) document.page(400, 60).text(await shapeLine(text), LEFT, 30, { size: SIZE })
    const pdf = document.bytes()

    const runs = placedRuns(pdf)
    expect(runs.map((run) => run.text).join('')).toBe(HARD.join(''))
    let line = -1
    let penX = 0
    for (const run of runs) {
      // A run that starts a line starts at the left margin.
      if (HARD[line + 1]?.startsWith(run.text)) {
        line += 1
        penX = LEFT
      }
      const { path, upem } = fontFile(run.face)
      const shaped = JSON.parse(
        execFileSync('hb-shape', ['--output-format=json', '--no-glyph-names', path, run.text], {
          encoding: 'utf8',
        }),
      ) as { g: number; ax: number; dx: number; dy: number }[]
      const scale = SIZE / upem
      expect(run.glyphs.map((glyph) => glyph.id)).toEqual(shaped.map((glyph) => glyph.g))
      run.glyphs.forEach((glyph, index) => {
        const expected = shaped[index]
        if (!expected) throw new Error('fewer glyphs')
        expect(glyph.x).toBeCloseTo(penX + expected.dx * scale, 2)
        expect(glyph.y).toBeCloseTo(30 + expected.dy * scale, 2)
        penX += expected.ax * scale
      })
    }
    expect(line).toBe(HARD.length - 1)

    const pages = pdfText(pdf)
      .split('\f')
      .map((page) => page.trim())
    expect(pages.slice(0, HARD.length)).toEqual(HARD)
  })

  it('embeds only the glyphs drawn: a page of Bengali stays a few kilobytes', async () => {
    const document = pdfDocument('small')
    document.page(400, 60).text(await shapeLine(HARD.join(' ')), LEFT, 30, { size: SIZE })
    expect(document.bytes().length).toBeLessThan(20_000)
  })
})
