import fc from 'fast-check'

// Payload arbitraries made from the OpenAPI document's JSON schemas: a valid-looking value, then mutated the
// way clients and attackers get things wrong (wrong types, huge numbers, NUL, half a surrogate pair, long text,
// missing and extra fields).

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

// Half of a UTF-16 surrogate pair, alone: what a JSON "\ud800" escape or the bytes ED A0 80 stand for.
const surrogateHalf = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
// Text of any code points with surrogate halves among them (fast-check's own units never make a half).
const brokenText = fc.string({
  unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), surrogateHalf),
  minLength: 1,
  maxLength: 20,
})

const hostile = fc.oneof(
  fc.constant('\u0000'),
  fc.constant('a\u0000b'),
  fc.constant('Z\ud800'),
  fc.constant('\udc00'),
  fc.constant('\ude00\ud83d'),
  fc.constant('Zara \ud83d\ude00'),
  brokenText,
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
    fc.tuple(brokenText, hostile).map(([key, bad]) => ({ ...value, [key]: bad })),
  )
}

const UNRESERVED = /^[A-Za-z0-9\-_.~]$/

/**
 * Text as bytes, a surrogate half alone as the three bytes that would encode it (ED A0 80 for \ud800): how text
 * a JavaScript client got wrong reaches a server, in a URL or a form. Buffer.from would send U+FFFD instead.
 */
export function looseUtf8(text: string): Buffer {
  const bytes: number[] = []
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    if (code >= 0xd800 && code <= 0xdfff)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f))
    else bytes.push(...Buffer.from(character))
  }
  return Buffer.from(bytes)
}

/** Path or query text percent-encoded from looseUtf8's bytes: `%ED%A0%80` for \ud800. */
export const percentEncoded = (text: string) =>
  [...looseUtf8(text)]
    .map((byte) => String.fromCharCode(byte))
    .map((character) =>
      UNRESERVED.test(character)
        ? character
        : `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')

/**
 * The query string for a query schema (`A=1&B=x`, percent-encoded as it goes on the wire): each property's
 * value (or a hostile one), now and then a parameter with a hostile name.
 */
export function queryArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const entries = Object.entries(schema?.properties ?? {}).map(([key, inner]) => [
    key,
    fc.option(fc.oneof(validArbitrary(inner), hostile).map((value) => queryText(value))),
  ])
  const stray = fc.option(fc.tuple(brokenText, fc.oneof(hostile.map(queryText), brokenText)), { freq: 5 })
  return fc
    .tuple(fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string | null>>), stray)
    .map(([record, extra]) =>
      [...Object.entries(record), ...(extra ? [extra] : [])]
        .filter((pair): pair is [string, string] => pair[1] !== null)
        .map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`)
        .join('&'),
    )
}

const queryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** A request body as bytes and the headers that go with it. */
export type RawBody = { payload?: string | Buffer; headers: Record<string, string> }

/** The bodies every operation is also tried with: none at all, an empty JSON one, a JSON `null`. */
export const bareBodyArbitrary: fc.Arbitrary<RawBody> = fc.constantFrom<RawBody>(
  { headers: {} },
  { payload: '', headers: { 'content-type': 'application/json' } },
  { payload: '  ', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
)

const BOUNDARY = 'fuzzBoundary'
const hostileText = fc.oneof(
  fc.constant('\u0000'),
  fc.constant('a\u0000b'),
  fc.constant('Z\ud800'),
  brokenText,
  fc.constant('x'.repeat(100_000)),
  fc.constant('"\r\n--'),
  fc.constant(''),
  fc.string({ maxLength: 40 }),
)
const partOf = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: image/png`
  }\r\n\r\n${value}\r\n`

/**
 * A multipart upload as clients and attackers get it wrong: the signed fields (or some of them, or changed),
 * fields with NUL bytes, bytes that are not UTF-8 (looseUtf8) and huge values, a file missing, doubled or not
 * an image, a body cut short, a boundary missing or wrong.
 */
export function multipartArbitrary(signed: Record<string, string>): fc.Arbitrary<RawBody> {
  const signedPart = fc
    .constantFrom(...Object.entries(signed))
    .chain(([name, value]) => fc.oneof(fc.constant(value), hostileText).map((v) => partOf(name, v)))
  const strayPart = fc
    .tuple(fc.oneof(fc.constantFrom('file', 'folder', 'public_id', 'x'), hostileText), hostileText)
    .map(([name, value]) => partOf(name, value))
  const filePart = fc
    .tuple(
      fc.oneof(fc.constant('\u0089PNG\r\n\u001a\n'), hostileText),
      fc.oneof(fc.constant('a.png'), hostileText),
    )
    .map(([bytes, filename]) => partOf('file', bytes, filename))
  const parts = fc.array(fc.oneof(signedPart, signedPart, strayPart, filePart), { maxLength: 8 })
  return fc
    .record({
      parts,
      ending: fc.constantFrom(`--${BOUNDARY}--\r\n`, '', `--${BOUNDARY}`),
      cut: fc.option(fc.nat(), { freq: 4 }),
      type: fc.constantFrom(
        `multipart/form-data; boundary=${BOUNDARY}`,
        `multipart/form-data; boundary=${BOUNDARY}`,
        'multipart/form-data',
        'multipart/form-data; boundary=other',
      ),
    })
    .map(({ parts, ending, cut, type }) => {
      const whole = parts.join('') + ending
      return {
        payload: looseUtf8(cut === null ? whole : whole.slice(0, cut % (whole.length + 1))),
        headers: { 'content-type': type },
      }
    })
}
