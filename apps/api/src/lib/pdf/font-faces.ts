import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { sfntOfWoff } from './woff.ts'

export type FontWeight = 'regular' | 'bold'

/** One font file the PDF embeds, and HarfBuzz's face of it for shaping. */
export type FontFace = {
  /** The PDF's resource name, e.g. `BnR` for Bengali regular. */
  key: string
  /** The PostScript-safe name the PDF gives the embedded font. */
  name: string
  sfnt: Buffer
  /** Font units per em. */
  upem: number
  /** The code points the face has a glyph for. */
  has: (codePoint: number) => boolean
  shape: (text: string) => ShapedGlyph[]
  /** The glyph's advance in font units, as its metrics give it (the PDF's /W widths). */
  advance: (glyphId: number) => number
}

/** A glyph as HarfBuzz placed it, in font units; `cluster` is the UTF-16 index of its text in the run. */
export type ShapedGlyph = { id: number; cluster: number; xAdvance: number; xOffset: number; yOffset: number }

// Noto Sans Bengali as the web app ships it (fontsource): one file of Bengali, one of Latin, one of the rest of
// Latin, per weight. WOFF 1.0, so Node's zlib unpacks it and nothing is downloaded.
const FILES = {
  Bn: 'bengali',
  La: 'latin',
  Lx: 'latin-ext',
} as const
const WEIGHTS: Record<FontWeight, { suffix: string; css: number }> = {
  regular: { suffix: 'R', css: 400 },
  bold: { suffix: 'B', css: 700 },
}

type HarfBuzz = typeof import('harfbuzzjs')
let loading: Promise<Record<FontWeight, FontFace[]>> | undefined

/** The faces of each weight, in the order a character looks for its glyph: Bengali, Latin, more Latin. */
export function fontFaces(): Promise<Record<FontWeight, FontFace[]>> {
  loading ??= import('harfbuzzjs').then((hb) => ({
    regular: facesOf(hb, 'regular'),
    bold: facesOf(hb, 'bold'),
  }))
  return loading
}

function facesOf(hb: HarfBuzz, weight: FontWeight): FontFace[] {
  const require = createRequire(import.meta.url)
  const { suffix, css } = WEIGHTS[weight]
  return Object.entries(FILES).map(([key, subset]) => {
    const woff = readFileSync(
      require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${css}-normal.woff`),
    )
    const sfnt = sfntOfWoff(woff)
    const face = new hb.Face(new hb.Blob(sfnt))
    const font = new hb.Font(face)
    const unicodes = new Set(face.collectUnicodes())
    // One buffer per face, emptied before each text: shaping a ticket's few dozen lines allocates nothing new.
    const buffer = new hb.Buffer()
    return {
      key: `${key}${suffix}`,
      name: `NotoSansBengali-${key}${suffix}`,
      sfnt,
      upem: face.upem,
      has: (codePoint: number) => unicodes.has(codePoint),
      advance: (glyphId: number) => font.glyphHAdvance(glyphId),
      shape(text: string) {
        buffer.clearContents()
        buffer.addText(text)
        buffer.guessSegmentProperties()
        hb.shape(font, buffer)
        const glyphs = buffer.getGlyphInfosAndPositions().map((glyph) => ({
          id: glyph.codepoint,
          cluster: glyph.cluster,
          xAdvance: glyph.xAdvance ?? 0,
          xOffset: glyph.xOffset ?? 0,
          yOffset: glyph.yOffset ?? 0,
        }))
        return glyphs
      },
    }
  })
}
