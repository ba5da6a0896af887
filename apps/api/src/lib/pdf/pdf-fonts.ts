import { createHash } from 'node:crypto'
import type { FontFace } from './font-faces.ts'
import { subsetFont } from './font-subset.ts'
import type { PdfFile, Ref } from './pdf-objects.ts'

/** What a document drew with one face: each glyph ID and the text it first stood for. */
export type FaceUse = { face: FontFace; glyphs: Map<number, string> }

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0')
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()

/**
 * Writes one face as a composite font: Type0 over a CIDFontType2 whose CIDs are the glyph IDs (Identity-H,
 * CIDToGIDMap Identity), so the page can draw exactly the glyphs HarfBuzz chose. The embedded TrueType file
 * holds only the glyphs used; ToUnicode gives each glyph back its text for copying and search.
 */
export function writeFont(file: PdfFile, use: FaceUse): Ref {
  const { face, glyphs } = use
  const ids = [...glyphs.keys()].sort((a, b) => a - b)
  const sfnt = subsetFont(face.sfnt, ids)
  const metrics = metricsOf(sfnt)
  const scale = 1000 / face.upem
  // A subset is named with a tag of six capitals that changes with its glyphs.
  const tag = [...createHash('sha256').update(ids.join(',')).digest().subarray(0, 6)]
    .map((byte) => String.fromCharCode(65 + (byte % 26)))
    .join('')
  const baseFont = `/${tag}+${face.name}`

  const fontFile = file.reserve()
  file.putStream(fontFile, sfnt, { Length1: sfnt.length })
  const descriptor = file.reserve()
  file.put(descriptor, {
    Type: '/FontDescriptor',
    FontName: baseFont,
    Flags: 4,
    FontBBox: metrics.box.map((value) => Math.round(value * scale)),
    ItalicAngle: 0,
    Ascent: Math.round(metrics.ascent * scale),
    Descent: Math.round(metrics.descent * scale),
    CapHeight: Math.round(metrics.ascent * scale),
    StemV: 80,
    FontFile2: fontFile,
  })
  const cidFont = file.reserve()
  file.put(cidFont, {
    Type: '/Font',
    Subtype: '/CIDFontType2',
    BaseFont: baseFont,
    CIDSystemInfo: { Registry: '(Adobe)', Ordering: '(Identity)', Supplement: 0 },
    FontDescriptor: descriptor,
    CIDToGIDMap: '/Identity',
    W: ids.flatMap((id) => [id, [Math.round(face.advance(id) * scale)]]),
  })
  const toUnicode = file.reserve()
  file.putStream(toUnicode, toUnicodeCMap(glyphs))
  const font = file.reserve()
  file.put(font, {
    Type: '/Font',
    Subtype: '/Type0',
    BaseFont: baseFont,
    Encoding: '/Identity-H',
    DescendantFonts: [cidFont],
    ToUnicode: toUnicode,
  })
  return font
}

function toUnicodeCMap(glyphs: Map<number, string>): string {
  const pairs = [...glyphs].filter(([, text]) => text.length > 0)
  const chunks: string[] = []
  for (let at = 0; at < pairs.length; at += 100) {
    const chunk = pairs.slice(at, at + 100)
    chunks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([id, text]) => `<${hex4(id)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    )
  }
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...chunks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n')
}

/** The font's box and its ascent and descent (head and hhea tables), in font units. */
function metricsOf(sfnt: Buffer) {
  const count = sfnt.readUInt16BE(4)
  const tableAt = (tag: string) => {
    for (let index = 0; index < count; index++) {
      const at = 12 + index * 16
      if (sfnt.toString('latin1', at, at + 4) === tag) return sfnt.readUInt32BE(at + 8)
    }
    throw new Error(`The font has no ${tag} table`)
  }
  const head = tableAt('head')
  const hhea = tableAt('hhea')
  return {
    box: [36, 38, 40, 42].map((offset) => sfnt.readInt16BE(head + offset)),
    ascent: sfnt.readInt16BE(hhea + 4),
    descent: sfnt.readInt16BE(hhea + 6),
  }
}
