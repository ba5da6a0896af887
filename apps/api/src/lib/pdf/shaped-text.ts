import { type FontFace, type FontWeight, fontFaces, type ShapedGlyph } from './font-faces.ts'

/** A stretch of text drawn with one face: its glyphs as HarfBuzz shaped them, and the text they stand for. */
export type ShapedRun = { face: FontFace; text: string; glyphs: ShapedGlyph[]; width: number }

/** A line of text ready to draw: its runs left to right and its width, both in 1/1000 of the font size. */
export type ShapedLine = { runs: ShapedRun[]; width: number }

// Spaces and joiners belong to the run they stand in: "কি ও" stays one run, shaped as one.
const NEUTRAL = new Set([0x20, 0xa0, 0x200c, 0x200d])

/**
 * Shapes a line: split into runs by the face that has its characters (Bengali, Latin), each run shaped by
 * HarfBuzz as a whole, so conjuncts, reph, ya-phala and vowel signs come out as the font's designer drew them.
 */
export async function shapeLine(text: string, weight: FontWeight = 'regular'): Promise<ShapedLine> {
  const faces = (await fontFaces())[weight]
  const runs: ShapedRun[] = []
  let face: FontFace | undefined
  let start = 0
  const close = (end: number) => {
    if (!face || end <= start) return
    const part = text.slice(start, end)
    const glyphs = face.shape(part)
    const scale = 1000 / face.upem
    const width = glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) * scale
    runs.push({ face, text: part, glyphs, width })
  }
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) ?? 0
    const size = codePoint > 0xffff ? 2 : 1
    const keeps = face && (face.has(codePoint) || (NEUTRAL.has(codePoint) && face.has(0x20)))
    if (!keeps) {
      // A mark or letter no face has is drawn as the first face's empty box: it is seen, not silently lost.
      const next = faces.find((candidate) => candidate.has(codePoint)) ?? face ?? faces[0]
      if (next !== face) {
        close(index)
        face = next
        start = index
      }
    }
    index += size
  }
  close(text.length)
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) }
}
