import { z } from 'zod'

/** GET /media/signature: product §3's upload signature, plus the endpoint to post to (never a hard-coded host). */
export const MediaSignature = z.object({
  CloudName: z.string(),
  PublicID: z.string(),
  ApiKey: z.string(),
  Timestamp: z.number().int(),
  Signature: z.string(),
  Folder: z.string(),
  UploadURL: z.string(),
})
export type MediaSignature = z.infer<typeof MediaSignature>
