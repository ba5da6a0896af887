import { inflateSync } from 'node:zlib'

/**
 * The OpenType font inside a WOFF 1.0 file: the npm packages of Noto Sans Bengali ship WOFF (and WOFF2) for
 * browsers, and a PDF embeds the plain TrueType file. Each table is stored zlib-compressed or as is.
 */
export function sfntOfWoff(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength)
  if (input.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 file')
  const flavor = input.readUInt32BE(4)
  const count = input.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20
    const offset = input.readUInt32BE(at + 4)
    const stored = input.readUInt32BE(at + 8)
    const length = input.readUInt32BE(at + 12)
    const raw = input.subarray(offset, offset + stored)
    return {
      tag: input.readUInt32BE(at),
      checksum: input.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(raw) : raw,
    }
  })
  const padded = (n: number) => (n + 3) & ~3
  let size = 12 + 16 * count
  for (const table of tables) size += padded(table.data.length)
  const out = Buffer.alloc(size)
  let power = 1
  while (power * 2 <= count) power *= 2
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(count, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(Math.log2(power), 8)
  out.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = 12 + 16 * count
  tables.forEach((table, index) => {
    const at = 12 + index * 16
    out.writeUInt32BE(table.tag, at)
    out.writeUInt32BE(table.checksum, at + 4)
    out.writeUInt32BE(offset, at + 8)
    out.writeUInt32BE(table.data.length, at + 12)
    table.data.copy(out, offset)
    offset += padded(table.data.length)
  })
  return out
}
