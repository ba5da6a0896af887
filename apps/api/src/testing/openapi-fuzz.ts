import fc from 'fast-check'

// Payload arbitraries made from the OpenAPI document's JSON schemas: a valid-looking value, then mutated the
// way clients and attackers get things wrong (wrong types, huge numbers, NUL, long text, missing and extra fields).

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  minimum?: number
  maximum?: number
  maxLength?: number
  default?: unknown
}

const hostile = fc.oneof(
  fc.constant('\u0000'),
  fc.constant('a\u0000b'),
  fc.constant('x'.repeat(10_240)),
  fc.constant(2147483648),
  fc.constant(-1),
  fc.constant(1e308),
  fc.constant(-0.5),
  fc.constant('0000-01-01'),
  fc.constant('9999-12-31T23:59:59Z'),
  fc.constant('not-a-uuid'),
  fc.constant(null),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.constant('<script>$&</script>'),
  fc.string(),
  fc.integer(),
  fc.double(),
)

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type)

/** A value the schema (mostly) accepts. */
export function validArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return fc.oneof(...options.map((option) => validArbitrary(option, depth)))
  if (schema.allOf?.length) return validArbitrary(schema.allOf[0] as JsonSchema, depth)
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid()
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
      if (schema.format === 'email') return fc.emailAddress()
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) })
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 })
    case 'number':
      return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(validArbitrary(schema.items ?? {}, depth + 1), { maxLength: 3 })
    case 'object': {
      if (depth > 3 || !schema.properties) return fc.constant({})
      const record = Object.fromEntries(
        Object.entries(schema.properties).map(([key, inner]) => [key, validArbitrary(inner, depth + 1)]),
      )
      return fc.record(record, { requiredKeys: schema.required ?? [] })
    }
    default:
      return hostile
  }
}

/** A value the schema accepts, or one that breaks it in one of the ways clients do. */
export function payloadArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema)
  const broken = valid.chain((value) => mutate(value))
  return fc.oneof(
    { arbitrary: valid, weight: 1 },
    { arbitrary: broken, weight: 3 },
    { arbitrary: hostile, weight: 1 },
  )
}

function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile
  const keys = Object.keys(value)
  const withHostileField = (key: string) => hostile.map((bad) => ({ ...value, [key]: bad }))
  return fc.oneof(
    keys.length ? fc.constantFrom(...keys).chain(withHostileField) : hostile,
    keys.length
      ? fc
          .constantFrom(...keys)
          .map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)))
      : hostile,
    hostile.map((bad) => ({ ...value, Unexpected: bad, __proto__x: bad })),
  )
}

/** Query text for a query schema: each property's value (or a hostile one) as a string. */
export function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, string>> {
  if (!schema?.properties) return fc.constant({})
  const entries = Object.entries(schema.properties).map(([key, inner]) => [
    key,
    fc.option(fc.oneof(validArbitrary(inner), hostile).map((value) => queryText(value))),
  ])
  return fc
    .record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string | null>>)
    .map(
      (record) =>
        Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null)) as Record<string, string>,
    )
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
