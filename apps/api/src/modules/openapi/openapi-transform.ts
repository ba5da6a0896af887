import type { FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

type Transform = typeof jsonSchemaTransform
type Input = Parameters<Transform>[0]
type Documented = FastifySchema & {
  security?: unknown[]
  operationId?: string
  summary?: string
  response?: Record<string, unknown>
}

// The values of a message's `{name}` parameters (packages/shared/src/error-codes.ts).
const Params = {
  type: 'object',
  description: 'The values of the parameters of the code’s text',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
}
const ErrorBody = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      type: 'string',
      description: 'A stable code from the error-code catalog; clients translate by it',
    },
    message: { type: 'string' },
    params: Params,
  },
}
const error = (description: string) => ({ description, ...ErrorBody })
const FieldErrorsOrRefusal = {
  description:
    'Field errors keyed by the payload’s field names (with `$codes`: each field’s code and parameters), or a refusal with a code and message',
  type: 'object',
  properties: {
    $codes: {
      type: 'object',
      description: 'Each field’s error code and parameters, keyed like the field messages',
      additionalProperties: {
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string' }, params: Params },
      },
    },
  },
  additionalProperties: { type: 'string' },
}

const words = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part.replaceAll('-', ' ')))

/** `getEventById` from GET /event/:id: unique per operation, stable as long as the path is. */
export function operationIdOf(method: string, url: string): string {
  const parts = words(url.replace(/^\/api/, '')).flatMap((part) => part.split(' '))
  return [method.toLowerCase(), ...parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1))].join('')
}

/**
 * The zod transform, then what a third-party client needs and our routes imply: an operationId, a summary
 * when the route gives none, and every error status the route can answer in docs/product.md §7's error shape.
 */
export const documentedTransform: Transform = (input: Input) => {
  const out = jsonSchemaTransform(input)
  const schema = out.schema as Documented
  const method = String(input.route.method)
  const signedIn = (schema.security?.length ?? 0) > 0
  const takesInput = Boolean(schema.body || schema.querystring || schema.params)
  const changes = method !== 'GET' && method !== 'HEAD'
  // A public call still reads a token when one is sent (a signed-in buyer): anonymous or signed in.
  schema.security ??= [{}, { Token: [], Username: [] }]
  schema.operationId ??= operationIdOf(method, input.url)
  schema.summary ??= `${method} ${words(input.url.replace(/^\/api/, '')).join(' ')}`
  schema.response = {
    ...(takesInput || changes ? { 400: FieldErrorsOrRefusal } : {}),
    ...(signedIn ? { 401: error('Not signed in'), 403: error('Signed in, not allowed') } : {}),
    ...(schema.params || signedIn ? { 404: error('Not found') } : {}),
    ...(changes ? { 409: error('Conflicts with the current state') } : {}),
    429: error('Too many requests'),
    503: error('Service unavailable'),
    ...schema.response,
  }
  // Calls that answer no body (204) or a body no schema describes still say that they succeed.
  if (!Object.keys(schema.response).some((status) => status.startsWith('2')))
    schema.response['2XX'] = { description: 'Done' }
  return out
}
