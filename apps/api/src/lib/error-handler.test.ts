import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { registerErrorHandling } from './error-handler.ts'
import { Conflict, FieldErrors } from './errors.ts'

// What the handler handed on for the errors page and Sentry, by the failure's message.
const reported: string[] = []

// A small app with the real error handling, so each error shape can be provoked on purpose.
async function appWithErrorHandling() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app, (_request, error) => reported.push((error as Error).message))
  const Body = z.object({
    Name: z.string({ error: 'Value is required' }).trim().min(1, 'Value is required'),
    Email: z.email('value is not a valid email address').optional(),
  })
  app.post('/things', { schema: { body: Body } }, async (request) => request.body)
  app.get('/sold-out', async () => {
    throw Conflict('SOLD_OUT')
  })
  app.get('/field', async () => {
    throw FieldErrors({ Username: 'USERNAME_TAKEN', Price: { code: 'MAX_VALUE', params: { max: 10 } } })
  })
  app.get('/boom', async () => {
    throw new Error('database exploded')
  })
  app.get('/database-gone', async () => {
    throw new Error('Failed query', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    })
  })
  app.get('/deadlock', async () => {
    throw new Error('Failed query: insert into "communication_recipients"', {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    })
  })
  app.get('/lock-timeout', async () => {
    throw new Error('Failed query: insert into "ledger_entries"', {
      cause: Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
    })
  })
  await app.ready()
  return app
}

describe('error handling', () => {
  it('turns schema failures into field errors with capitalised messages', async () => {
    const app = await appWithErrorHandling()
    const response = await app.inject({ method: 'POST', url: '/things', payload: { Name: '  ', Email: 'x' } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      Name: 'Value is required',
      Email: 'Value is not a valid email address',
    })
  })

  it('answers malformed JSON with a 400 message, not a 500', async () => {
    const app = await appWithErrorHandling()
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"Name": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' })
  })

  it('keeps the status and words of an expected failure', async () => {
    const app = await appWithErrorHandling()
    const soldOut = await app.inject({ url: '/sold-out' })
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json()).toEqual({ code: 'SOLD_OUT', message: 'Sold out' })
    const field = await app.inject({ url: '/field' })
    expect(field.statusCode).toBe(400)
    expect(field.json()).toEqual({
      Username: 'This username is already taken',
      Price: 'The maximum value allowed is 10',
      $codes: { Username: { code: 'USERNAME_TAKEN' }, Price: { code: 'MAX_VALUE', params: { max: 10 } } },
    })
  })

  it('hides unexpected failures behind the generic text and the request id', async () => {
    const app = await appWithErrorHandling()
    const response = await app.inject({ url: '/boom', headers: { 'x-request-id': 'req-1' } })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something Went Wrong',
      RequestID: expect.any(String),
    })
    expect(response.body).not.toContain('exploded')
    // The superuser's errors page still hears of it, in full.
    expect(reported).toContain('database exploded')
  })

  it('answers 503 in docs/product.md §7 words when the database cannot be reached', async () => {
    const app = await appWithErrorHandling()
    const response = await app.inject({ url: '/database-gone' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service unavailable. Please try again later.',
    })
  })

  it('answers 503 BUSY with Retry-After to a lock waited for too long or a deadlock, wherever it was', async () => {
    const app = await appWithErrorHandling()
    for (const url of ['/lock-timeout', '/deadlock']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('2')
      expect(response.json()).toMatchObject({ code: 'BUSY' })
    }
  })
})
