import type { FontFace } from './font-faces.ts'
import { type FaceUse, writeFont } from './pdf-fonts.ts'
import { pdfNumber as n, pdfFile, pdfText, type Ref } from './pdf-objects.ts'
import type { ShapedLine } from './shaped-text.ts'

/** Points per millimetre: a PDF measures in points (1/72 inch). */
export const MM = 72 / 25.4

export type TextStyle = { size: number; gray?: number }
export type BoxStyle = { fill?: number; stroke?: number; lineWidth?: number }

/** One page; coordinates are points from the top left corner, y growing down; text sits on its baseline y. */
export type PdfPage = {
  width: number
  height: number
  text: (line: ShapedLine, x: number, y: number, style: TextStyle) => void
  box: (x: number, y: number, width: number, height: number, style: BoxStyle) => void
  line: (x1: number, y1: number, x2: number, y2: number, width?: number) => void
}

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')

/**
 * A PDF being drawn: pages of shaped text, boxes and lines. Each glyph is put where HarfBuzz placed it (its
 * own text matrix), so the viewer draws exactly the shaping; each run carries its text as /ActualText, so
 * copying and search give back the words as typed, whatever order the glyphs are drawn in.
 */
export function pdfDocument(title: string) {
  const pages: { width: number; height: number; content: string[] }[] = []
  const uses = new Map<FontFace, FaceUse>()

  function usedGlyph(face: FontFace, id: number, text: string) {
    let use = uses.get(face)
    if (!use) {
      use = { face, glyphs: new Map() }
      uses.set(face, use)
    }
    if (!use.glyphs.has(id) || (use.glyphs.get(id) === '' && text !== '')) use.glyphs.set(id, text)
  }

  return {
    page(width: number, height: number): PdfPage {
      const content: string[] = []
      pages.push({ width, height, content })
      const top = (y: number) => height - y
      return {
        width,
        height,
        text(line, x, y, style) {
          let penX = x
          for (const run of line.runs) {
            const scale = style.size / run.face.upem
            const ops: string[] = [`/Span <</ActualText ${pdfText(run.text)}>> BDC BT`]
            ops.push(`/${run.face.key} ${n(style.size)} Tf ${n(style.gray ?? 0)} g`)
            run.glyphs.forEach((glyph, index) => {
              // The glyph stands for its cluster's text; a cluster of several glyphs gives it to the first.
              const first = index === 0 || run.glyphs[index - 1]?.cluster !== glyph.cluster
              const end =
                run.glyphs.find((other) => other.cluster > glyph.cluster)?.cluster ?? run.text.length
              usedGlyph(run.face, glyph.id, first ? run.text.slice(glyph.cluster, end) : '')
              const gx = penX + glyph.xOffset * scale
              const gy = top(y) + glyph.yOffset * scale
              ops.push(`1 0 0 1 ${n(gx)} ${n(gy)} Tm <${hex4(glyph.id)}> Tj`)
              penX += glyph.xAdvance * scale
            })
            ops.push('ET EMC')
            content.push(ops.join('\n'))
          }
        },
        box(x, y, boxWidth, boxHeight, style) {
          const path = `${n(x)} ${n(top(y) - boxHeight)} ${n(boxWidth)} ${n(boxHeight)} re`
          if (style.fill !== undefined) content.push(`${n(style.fill)} g ${path} f`)
          if (style.stroke !== undefined)
            content.push(`${n(style.stroke)} G ${n(style.lineWidth ?? 0.75)} w ${path} S`)
        },
        line(x1, y1, x2, y2, lineWidth = 0.75) {
          content.push(`0 G ${n(lineWidth)} w ${n(x1)} ${n(top(y1))} m ${n(x2)} ${n(top(y2))} l S`)
        },
      }
    },

    /** The file: fonts cut down to the glyphs drawn, each page's content deflated. */
    bytes(): Buffer {
      const file = pdfFile()
      const catalog = file.reserve()
      const pageTree = file.reserve()
      const fonts: Record<string, Ref> = {}
      for (const use of uses.values()) fonts[use.face.key] = writeFont(file, use)
      const resources = file.reserve()
      file.put(resources, { Font: fonts })
      const kids = pages.map((page) => {
        const contents = file.reserve()
        file.putStream(contents, page.content.join('\n'))
        const ref = file.reserve()
        file.put(ref, {
          Type: '/Page',
          Parent: pageTree,
          MediaBox: [0, 0, page.width, page.height],
          Resources: resources,
          Contents: contents,
        })
        return ref
      })
      file.put(pageTree, { Type: '/Pages', Kids: kids, Count: kids.length })
      file.put(catalog, { Type: '/Catalog', Pages: pageTree })
      const info = file.reserve()
      file.put(info, { Title: pdfText(title), Producer: pdfText('Mela') })
      return file.bytes(catalog, info)
    },
  }
}

export type PdfDocument = ReturnType<typeof pdfDocument>
