import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// hb-subset as harfbuzzjs ships it: a WebAssembly module with no imports, called through its C functions.
type Subsetter = {
  memory: { buffer: ArrayBuffer }
  malloc: (size: number) => number
  free: (pointer: number) => void
  hb_blob_create: (data: number, length: number, mode: number, user: number, destroy: number) => number
  hb_blob_destroy: (blob: number) => void
  hb_blob_get_data: (blob: number, length: number) => number
  hb_face_create: (blob: number, index: number) => number
  hb_face_destroy: (face: number) => void
  hb_face_reference_blob: (face: number) => number
  hb_set_add: (set: number, value: number) => void
  hb_subset_input_create_or_fail: () => number
  hb_subset_input_destroy: (input: number) => void
  hb_subset_input_glyph_set: (input: number) => number
  hb_subset_input_set: (input: number, which: number) => number
  hb_subset_input_set_flags: (input: number, flags: number) => void
  hb_subset_or_fail: (face: number, input: number) => number
}

type WasmRuntime = {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports: object) => { exports: unknown }
}

const MEMORY_MODE_WRITABLE = 2
// Glyph IDs stay those HarfBuzz shaped with (the PDF names glyphs by ID); no closure over GSUB, since the
// glyphs are already the shaped ones; no hinting, which print at 300 dpi does without.
const FLAGS = { noHinting: 0x1, retainGids: 0x2, noLayoutClosure: 0x200 }
const SETS_DROP_TABLE_TAG = 3
// Shaping is done: a PDF viewer draws glyphs by ID and needs none of the layout tables.
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'STAT', 'gasp', 'DSIG']

let subsetter: Subsetter | undefined

function load(): Subsetter {
  const require = createRequire(import.meta.url)
  const wasm = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
  // The API is type-checked without the DOM's types, where WebAssembly's are declared.
  const { WebAssembly } = globalThis as unknown as { WebAssembly: WasmRuntime }
  return new WebAssembly.Instance(new WebAssembly.Module(wasm), {}).exports as Subsetter
}

const tagOf = (tag: string) =>
  ((tag.charCodeAt(0) << 24) | (tag.charCodeAt(1) << 16) | (tag.charCodeAt(2) << 8) | tag.charCodeAt(3)) >>> 0

/** The font cut down to the glyphs `glyphIds` (and .notdef), each keeping its ID. */
export function subsetFont(sfnt: Buffer, glyphIds: Iterable<number>): Buffer {
  subsetter ??= load()
  const hb = subsetter
  const data = hb.malloc(sfnt.length)
  new Uint8Array(hb.memory.buffer, data, sfnt.length).set(sfnt)
  const blob = hb.hb_blob_create(data, sfnt.length, MEMORY_MODE_WRITABLE, 0, 0)
  const face = hb.hb_face_create(blob, 0)
  const input = hb.hb_subset_input_create_or_fail()
  try {
    if (!input) throw new Error('hb-subset could not start')
    hb.hb_subset_input_set_flags(input, FLAGS.noHinting | FLAGS.retainGids | FLAGS.noLayoutClosure)
    const glyphs = hb.hb_subset_input_glyph_set(input)
    for (const id of glyphIds) hb.hb_set_add(glyphs, id)
    const dropped = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG)
    for (const tag of DROPPED_TABLES) hb.hb_set_add(dropped, tagOf(tag))
    const subset = hb.hb_subset_or_fail(face, input)
    if (!subset) throw new Error('hb-subset failed')
    const result = hb.hb_face_reference_blob(subset)
    const lengthAt = hb.malloc(4)
    const start = hb.hb_blob_get_data(result, lengthAt)
    const length = new Uint32Array(hb.memory.buffer, lengthAt, 1)[0] ?? 0
    const out = Buffer.from(new Uint8Array(hb.memory.buffer, start, length))
    hb.free(lengthAt)
    hb.hb_blob_destroy(result)
    hb.hb_face_destroy(subset)
    return out
  } finally {
    if (input) hb.hb_subset_input_destroy(input)
    hb.hb_face_destroy(face)
    hb.hb_blob_destroy(blob)
    hb.free(data)
  }
}
