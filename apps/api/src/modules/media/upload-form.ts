import type { FastifyRequest } from 'fastify'
import { UploadRefused } from './local-upload.service.ts'

export type UploadForm = {
  fields: Record<string, string>
  file?: { data: Buffer; bytes: number; filename: string }
}

/**
 * Reads a multipart upload whole, fields in any order around the file, calling `beforeFile` with the fields
 * seen so far when the file begins. Keeps at most `maxBytes` of
 * the file in memory but counts all of it, so a refusal can say how large the file was.
 */
export async function readUploadForm(
  request: FastifyRequest,
  maxBytes: number,
  beforeFile: (fields: Record<string, string>) => void = () => {},
): Promise<UploadForm> {
  try {
    return await readParts(request, maxBytes, beforeFile)
  } catch (error) {
    // The multipart reader's own limits carry a status, and so do our refusals; anything else it throws is
    // about the bytes the client sent (no boundary, a part cut short, a broken header), never our fault.
    if (error instanceof UploadRefused || (error as { statusCode?: number }).statusCode) throw error
    throw new UploadRefused(400, `Invalid multipart body: ${(error as Error).message}`)
  }
}

async function readParts(
  request: FastifyRequest,
  maxBytes: number,
  beforeFile: (fields: Record<string, string>) => void,
): Promise<UploadForm> {
  const form: UploadForm = { fields: {} }
  // No busboy file limit: it would cut the file short and lose its size; memory is bounded above.
  const parts = request.parts({
    limits: { fields: 30, fieldSize: 4096, files: 1, parts: 40, fileSize: Number.POSITIVE_INFINITY },
  })
  for await (const part of parts) {
    if (part.type === 'file') {
      // The signed fields come first (our web app sends the file last): a forged or stale upload is
      // refused here, before a byte of its file is read.
      beforeFile(form.fields)
      const chunks: Buffer[] = []
      let bytes = 0
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        bytes += chunk.length
        if (bytes <= maxBytes) chunks.push(chunk)
      }
      if (part.fieldname === 'file') {
        form.file = { data: Buffer.concat(chunks), bytes, filename: part.filename }
      }
      continue
    }
    const value = String(part.value)
    // A repeated field is an array to Cloudinary, signed comma-joined.
    const earlier = Object.hasOwn(form.fields, part.fieldname) ? form.fields[part.fieldname] : undefined
    form.fields[part.fieldname] = earlier === undefined ? value : `${earlier},${value}`
  }
  return form
}
