import { toApiError } from './api-error.ts'
import { randomId } from './random-id.ts'
import { getSession } from './session.ts'

const API_BASE = '/api'

export type QueryValue = string | number | boolean | null | undefined
export type RequestOptions = {
  /** Query parameters; arrays are repeated (`?Status=a&Status=b`), empty values left out. */
  query?: Record<string, QueryValue | QueryValue[]>
  signal?: AbortSignal
  /** Headers of this call only (e.g. a queue pass), beside the session's. */
  headers?: Record<string, string>
  /** Sent as If-None-Match: a 304 answer then resolves to `undefined` (what the caller holds is current). */
  ifNoneMatch?: string
  /** Told the answer's ETag, to send as `ifNoneMatch` next time. */
  onETag?: (etag: string | null) => void
  /** A poll the user did not ask for: left out of the progress bar, which would flicker every few seconds. */
  background?: boolean
}

// Kept in memory only: e.g. a superuser's token on a public host is never written to storage.
const defaultHeaders = new Map<string, string>()

export function setDefaultHeader(name: string, value: string | null) {
  if (value === null) defaultHeaders.delete(name)
  else defaultHeaders.set(name, value)
}

export function getDefaultHeader(name: string): string | null {
  return defaultHeaders.get(name) ?? null
}

let inFlight = 0
const inFlightListeners = new Set<(count: number) => void>()

/** Calls back with the number of requests under way whenever it changes (the progress bar). */
export function subscribeInFlight(listener: (count: number) => void) {
  inFlightListeners.add(listener)
  return () => {
    inFlightListeners.delete(listener)
  }
}

function changeInFlight(delta: number) {
  inFlight += delta
  for (const listener of inFlightListeners) listener(inFlight)
}

function urlOf(path: string, query: RequestOptions['query']) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined && item !== '') params.append(name, String(item))
    }
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

function headersFor(requestId: string, body: unknown, extra: Record<string, string> = {}) {
  const headers = new Headers({ ...Object.fromEntries(defaultHeaders), ...extra })
  headers.set('Accept', 'application/json')
  headers.set('X-Request-ID', requestId)
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const { user, authToken } = getSession()
  if (authToken) headers.set('Authorization', authToken)
  if (user) headers.set('X-Username', encodeURIComponent(user.Username))
  return headers
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
  const requestId = randomId()
  const init: RequestInit = {
    method,
    headers: headersFor(requestId, body, options.headers),
    signal: options.signal,
  }
  if (options.ifNoneMatch) (init.headers as Headers).set('If-None-Match', options.ifNoneMatch)
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body)
  const counted = options.background ? 0 : 1
  changeInFlight(counted)
  try {
    let response: Response
    try {
      response = await fetch(urlOf(path, options.query), init)
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw toApiError(0, undefined, method, requestId)
    }
    if (response.status === 304 && options.ifNoneMatch) return undefined as T
    options.onETag?.(response.headers.get('ETag'))
    const answer = await bodyOf(response)
    if (!response.ok) {
      throw toApiError(response.status, answer, method, response.headers.get('X-Request-ID') ?? requestId)
    }
    return answer as T
  } finally {
    changeInFlight(-counted)
  }
}

/**
 * A file the API streams (a report, a statement): read as it arrives, calling `onProgress` with the
 * bytes so far, so a long download shows that it moves. Errors arrive as ApiError like any call.
 */
async function download(
  path: string,
  options: RequestOptions & { onProgress?: (bytes: number) => void } = {},
) {
  const requestId = randomId()
  changeInFlight(1)
  try {
    const response = await fetch(urlOf(path, options.query), {
      headers: headersFor(requestId, undefined),
      signal: options.signal,
    }).catch((error: unknown) => {
      if (options.signal?.aborted) throw error
      throw toApiError(0, undefined, 'GET', requestId)
    })
    if (!response.ok || !response.body) {
      throw toApiError(
        response.status,
        await bodyOf(response),
        'GET',
        response.headers.get('X-Request-ID') ?? requestId,
      )
    }
    const chunks: Uint8Array[] = []
    let bytes = 0
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      bytes += value.byteLength
      options.onProgress?.(bytes)
    }
    return new Blob(chunks as BlobPart[], {
      type: response.headers.get('Content-Type') ?? 'application/octet-stream',
    })
  } finally {
    changeInFlight(-1)
  }
}

/** Hands a downloaded file to the browser to keep under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The one way the web app talks to the API: JSON in and out, errors as ApiError; files by `download`. */
export const api = {
  download,
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
}
