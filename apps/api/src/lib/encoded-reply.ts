import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * A cached answer ready to send (the feed, a seating plan): its JSON, compressed once per answer for however many visitors ask, and
 * the ETag naming its content (weak: the same for every encoding, and on every instance).
 */
export class EncodedReply {
  private readonly encoded = new Map<'br' | 'gzip', Buffer>()

  constructor(
    readonly body: Buffer,
    readonly etag: string,
  ) {}

  /** The body in the encoding the visitor asked for (br before gzip), or as it is. */
  for(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    const encoding = preferredEncoding(acceptEncoding)
    if (!encoding || this.body.length < 1024) return { body: this.body }
    let body = this.encoded.get(encoding)
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.body)
      this.encoded.set(encoding, body)
    }
    return { body, encoding }
  }
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
}

/** Whether the visitor's If-None-Match names this ETag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '')
    return bare === etag.replace(/^W\//, '') || bare === '*'
  })
}
