import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, setDefaultHeader, subscribeInFlight } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { saveSession } from './session.ts'

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body)
  return vi.fn(async () => new Response(status === 204 ? null : text, { status, headers }))
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

function sentHeaders(fetchMock: ReturnType<typeof answer>) {
  const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined
  return new Headers(init?.headers)
}

describe('api client', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    vi.unstubAllGlobals()
    setDefaultHeader('Authorization', null)
  })

  it('sends JSON to /api with a fresh request id', async () => {
    const fetchMock = answer(200, { ok: true })
    vi.stubGlobal('fetch', fetchMock)
    await expect(api.post('/things', { Name: 'x' }, { query: { Status: ['a', 'b'] } })).resolves.toEqual({
      ok: true,
    })
    expect(fetchMock.mock.calls[0]?.at(0)).toBe('/api/things?Status=a&Status=b')
    const headers = sentHeaders(fetchMock)
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/)
    expect(headers.get('Authorization')).toBeNull()
  })

  it('adds the token and the encoded username when signed in', async () => {
    saveSession({ Username: 'রহিম uddin' }, 'token-1')
    const fetchMock = answer(200, [])
    vi.stubGlobal('fetch', fetchMock)
    await api.get('/user/me')
    const headers = sentHeaders(fetchMock)
    expect(headers.get('Authorization')).toBe('token-1')
    expect(headers.get('X-Username')).toBe(encodeURIComponent('রহিম uddin'))
  })

  it('uses a token kept only in the default headers', async () => {
    saveSession({ Username: 'superuser' }, null)
    setDefaultHeader('Authorization', 'memory-token')
    const fetchMock = answer(204)
    vi.stubGlobal('fetch', fetchMock)
    await api.delete('/thing/1')
    expect(sentHeaders(fetchMock).get('Authorization')).toBe('memory-token')
  })

  it('turns a 400 with a message into a general error', async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'Event is not published' }, { 'X-Request-ID': 'r-1' }))
    const error = await failureOf(api.post('/purchase', {}))
    expect(error).toMatchObject({ status: 400, message: 'Event is not published', requestId: 'r-1' })
    expect(error.fieldErrors).toBeUndefined()
  })

  it('turns a 400 without a message into field errors', async () => {
    vi.stubGlobal('fetch', answer(400, { Username: 'Value is required', Password: 'Value is required' }))
    const error = await failureOf(api.post('/auth/login', {}))
    expect(error.fieldErrors).toEqual({ Username: 'Value is required', Password: 'Value is required' })
  })

  it.each([
    ['GET', 401, 'You are not authorized to see this'],
    ['POST', 401, 'You are not authorized to do this'],
    ['GET', 429, 'Too many requests. Please try again later.'],
    ['PUT', 503, 'Service unavailable. Please try again later.'],
    ['GET', 500, 'Something Went Wrong'],
  ])('maps %s %i to the product’s text', async (method, status, text) => {
    vi.stubGlobal('fetch', answer(status, { message: 'server words' }))
    const call = method === 'GET' ? api.get('/x') : method === 'PUT' ? api.put('/x', {}) : api.post('/x', {})
    const error = await failureOf(call)
    expect(error.status).toBe(status)
    expect(error.message).toBe(status === 500 ? 'server words' : text)
  })

  it('keeps the code of a 429 that says why, so it is shown in the interface language', async () => {
    const words =
      'Too many places in this queue were taken from your network. Please try again in a few seconds.'
    vi.stubGlobal('fetch', answer(429, { code: 'QUEUE_TOO_MANY', message: words }))
    expect(await failureOf(api.post('/x', {}))).toMatchObject({ status: 429, code: 'QUEUE_TOO_MANY' })
  })

  it('falls back to Something Went Wrong without a message or an answer', async () => {
    vi.stubGlobal('fetch', answer(502))
    expect((await failureOf(api.get('/x'))).message).toBe('Something Went Wrong')
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    expect(await failureOf(api.get('/x'))).toMatchObject({ status: 0, code: 'INTERNAL' })
  })

  it('counts requests in flight', async () => {
    const counts: number[] = []
    const unsubscribe = subscribeInFlight((count) => counts.push(count))
    vi.stubGlobal('fetch', answer(200, {}))
    await api.get('/x')
    unsubscribe()
    expect(counts).toEqual([1, 0])
  })
})
