/**
 * Every request the soak's crowd sends through the load balancer, counted by what it was and how it was
 * answered. Mela may answer 5xx only as 503 with Retry-After (the database out of reach): any other 5xx of
 * Mela's (a JSON body) fails the soak. The balancer's own 502/503/504 (an HTML page: the instance died with
 * the request in flight, or none was up) and requests never answered are counted apart as unanswered: a
 * `kill -9` always leaves those, and the buyer's browser tries again.
 */
export class Traffic {
  readonly statuses = new Map<string, number>()
  /** The first 50 answers 5xx or never answered, as the report prints them. */
  readonly troubles: string[] = []
  /** The first bodies of 4xx answers without an error code (field errors), by request: what was wrong. */
  readonly uncoded = new Map<string, string[]>()
  /** 5xx answers other than 503 with Retry-After: must be none. */
  badServerErrors = 0
  /** 5xx answers and unanswered requests so far, for the time each fault lasted. */
  failures = 0

  constructor(readonly url: string) {}

  private tally(what: string, status: number, retryAfter: string | null, note = '', fromMela = true) {
    // A refusal (4xx) is counted by its error code: which one tells a buyer's mistake from Mela's.
    const code = status >= 400 && status < 500 && note ? ` ${note}` : ''
    const key = `${what} ${status}${code}${fromMela ? '' : ' (balancer)'}`
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1)
    if (status >= 500 || status === 0) this.failures++
    if (fromMela && status >= 500 && !(status === 503 && retryAfter)) this.badServerErrors++
    if ((status >= 500 || status === 0) && this.troubles.length < 50)
      this.troubles.push(
        status === 0
          ? `${what}: no answer (${note})`
          : `${what} ${status}${retryAfter ? ` Retry-After ${retryAfter}` : ' no Retry-After'} ${fromMela ? note : '(balancer)'}`,
      )
  }

  private keepUncoded(what: string, body: string) {
    const kept = this.uncoded.get(what) ?? []
    if (kept.length < 5) kept.push(body.slice(0, 300))
    this.uncoded.set(what, kept)
  }

  /** JSON through the balancer; status 0 when no answer came (refused, cut, or 30 s without one). */
  async request(
    what: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
  ): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }> {
    const { body, headers = {} } = options
    try {
      const answer = await fetch(`${this.url}${path}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
      const text = await answer.text()
      const fromMela = text.startsWith('{')
      const parsed = fromMela ? JSON.parse(text) : undefined
      if (answer.status >= 400 && answer.status < 500 && !parsed?.code) this.keepUncoded(what, text)
      this.tally(what, answer.status, answer.headers.get('retry-after'), codeOf(parsed), fromMela)
      return { status: answer.status, body: parsed }
    } catch (error) {
      this.tally(what, 0, null, String((error as Error).cause ?? error))
      return { status: 0, body: undefined }
    }
  }
}

/** An answer's error code; for field errors (docs/product.md §7) each field's, as `Field:CODE`. */
function codeOf(body: { code?: string; $codes?: Record<string, { code?: string }> } | undefined) {
  if (body?.code) return body.code
  return Object.entries(body?.$codes ?? {})
    .map(([field, coded]) => `${field}:${coded?.code ?? coded}`)
    .join(',')
}
