import { deflateSync } from 'node:zlib'

/** A reference to an indirect object: `7 0 R`. */
export type Ref = { ref: number }

/** A PDF value as written: numbers, names (`/Name`), strings already encoded, arrays, dictionaries, references. */
export type PdfValue = number | boolean | string | Ref | PdfValue[] | { [key: string]: PdfValue }

/** A literal that goes into the file as written: a name `/Type`, a hex string `<FEFF…>`, `null`. */
export const raw = (text: string) => text

/** A text for the document's information or /ActualText: UTF-16BE with its byte order mark, as hex. */
export function pdfText(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16()
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`
}

const number = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(3).replace(/\.?0+$/, '')

/** The value in PDF syntax. */
export function serialize(value: PdfValue): string {
  if (typeof value === 'number') return number(value)
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`
  if ('ref' in value && typeof value.ref === 'number') return `${value.ref} 0 R`
  const entries = Object.entries(value as Record<string, PdfValue>)
  return `<<${entries.map(([key, entry]) => `/${key} ${serialize(entry)}`).join(' ')}>>`
}

export { number as pdfNumber }

/** Collects numbered objects and writes the file: header, objects, cross-reference table, trailer. */
export function pdfFile() {
  const bodies: (Buffer | undefined)[] = []
  return {
    /** A number for an object written later (pages point at their parent before it is written). */
    reserve(): Ref {
      bodies.push(undefined)
      return { ref: bodies.length }
    },
    put(ref: Ref, value: PdfValue) {
      bodies[ref.ref - 1] = Buffer.from(`${ref.ref} 0 obj\n${serialize(value)}\nendobj\n`, 'latin1')
    },
    /** A stream, deflated; `extra` adds entries to its dictionary (a font file's /Length1). */
    putStream(ref: Ref, data: Buffer | string, extra: Record<string, PdfValue> = {}) {
      const packed = deflateSync(typeof data === 'string' ? Buffer.from(data, 'latin1') : data)
      const head = serialize({ ...extra, Length: packed.length, Filter: '/FlateDecode' })
      bodies[ref.ref - 1] = Buffer.concat([
        Buffer.from(`${ref.ref} 0 obj\n${head}\nstream\n`, 'latin1'),
        packed,
        Buffer.from('\nendstream\nendobj\n', 'latin1'),
      ])
    },
    bytes(root: Ref, info: Ref): Buffer {
      const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')
      const offsets: number[] = []
      let at = header.length
      for (const body of bodies) {
        if (!body) throw new Error('A PDF object was reserved and never written')
        offsets.push(at)
        at += body.length
      }
      const xref = [
        `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`,
        ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
        `trailer\n${serialize({ Size: bodies.length + 1, Root: root, Info: info })}\nstartxref\n${at}\n%%EOF\n`,
      ].join('')
      return Buffer.concat([header, ...(bodies as Buffer[]), Buffer.from(xref, 'latin1')])
    },
  }
}

export type PdfFile = ReturnType<typeof pdfFile>
