import { z } from 'zod'
import { DATE_MAX, DATE_MIN } from './constants.ts'
import { type Coded, codeOfText, said } from './error-codes.ts'

// Error map of an ID field: missing reads "Value is required", anything but a UUID reads INVALID_ID's words.
export const requiredId = (issue: { input?: unknown }) => requiredError(issue) ?? said('INVALID_ID')

type Check<T> = z.core.$ZodCheck<T>

// Error map for a schema's type check: a missing value (undefined or null) reads "Value is required".
export const requiredError = (issue: { input?: unknown }) =>
  issue.input == null ? said('REQUIRED') : undefined

// True for whitespace-only strings, null, undefined and NaN: what a form sends for an untouched field.
export function isBlank(value: unknown): boolean {
  return (
    value == null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  )
}

// Half of a UTF-16 surrogate pair without its other half (what a JSON "\ud800" escape decodes to): with the
// u flag a whole pair (an emoji) is one code point, and only a lone half matches.
const LONE_SURROGATE = /\p{Surrogate}/u

/**
 * True when `text` holds a character PostgreSQL cannot keep: NUL (refused in text) or a lone surrogate (refused
 * in JSON, so one buyer's name would fail the batched hold statement for every buyer beside them). The API
 * refuses such text anywhere in a request (apps/api/src/lib/input-guard.ts); requiredText and optionalText
 * refuse it too, with the same code, so a form says so before it sends.
 */
export function hasForbiddenCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

// A trimmed, non-empty string passing `checks`; blank or missing gives "Value is required".
export function requiredText(...checks: Check<string>[]) {
  return z
    .string({ error: requiredError })
    .trim()
    .check(
      z.minLength(1, { error: said('REQUIRED'), abort: true }),
      z.refine((value) => !hasForbiddenCharacter(value), { error: said('FORBIDDEN_CHARACTER'), abort: true }),
      ...checks,
    )
}

// Makes `schema` optional, reading blank input (empty, whitespace, null, NaN) as absent.
export function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())
}

// A trimmed string passing `checks`, or undefined when blank or missing.
export function optionalText(...checks: Check<string>[]) {
  return blankAsMissing(requiredText(...checks))
}

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

// A finite number, or a numeric string turned into one (forms and query strings send text).
export function numeric(...checks: Check<number>[]) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined
      if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value)
      return value
    },
    z.number({ error: (issue) => requiredError(issue) ?? said('NUMERIC') }).check(...checks),
  )
}

// Like numeric, and whole: 2.5 gives "Value is not an integer".
export function integer(...checks: Check<number>[]) {
  return numeric(z.int({ error: said('INTEGER'), abort: true }), ...checks)
}

const [earliest, latest] = [Date.parse(DATE_MIN), Date.parse(DATE_MAX)]

// An ISO date-time with its offset, within the years the product takes: year 0 or 9999 is a typo, and a
// date outside the database's range must never reach it.
export function dateTime() {
  return z.iso.datetime({ offset: true, error: said('REQUIRED') }).check(
    z.refine((value) => Date.parse(value) >= earliest, {
      error: said('MIN_VALUE', { min: DATE_MIN.slice(0, 10) }),
      abort: true,
    }),
    z.refine((value) => Date.parse(value) <= latest, {
      error: said('MAX_VALUE', { max: DATE_MAX.slice(0, 10) }),
    }),
  )
}

// String check: ASCII letters and digits only (codes and slugs, not names).
export const alphanumeric = () => z.regex(/^[a-zA-Z0-9]*$/, { error: said('ALPHANUMERIC') })

// String check: an e-mail address.
export const email = () => z.email({ error: said('EMAIL') })

// String check: an absolute http or https URL with a real domain name.
export const url = () => z.httpUrl({ error: said('URL') })

const OWN_MEDIA_PATH = /^\/media\/[\w.,:/-]+$/

// String check: an image's address, an absolute http(s) URL or a path of the app's own media store.
export const imageAddress = () =>
  z.refine<string>((value) => OWN_MEDIA_PATH.test(value) || z.httpUrl().safeParse(value).success, {
    error: said('URL'),
  })

// String check: at most `max` characters.
export const maxLength = (max: number) => z.maxLength(max, { error: said('MAX_LENGTH', { max }) })

// String check: at least `min` characters.
export const minLength = (min: number) => z.minLength(min, { error: said('MIN_LENGTH', { min }) })

// Number check: at least `min`.
export const minValue = (min: number) => z.gte(min, { error: said('MIN_VALUE', { min }) })

// Number check: at most `max`.
export const maxValue = (max: number) => z.lte(max, { error: said('MAX_VALUE', { max }) })

// True when `value` is an e-mail address by the same rule as the email() check.
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value.trim())
}

// The first schema of `schemas` that accepts the value decides the result; none gives the product’s or-message.
export function anyOf<const T extends readonly z.ZodType[]>(...schemas: T) {
  return z.unknown().transform((value, ctx): z.output<T[number]> => {
    for (const schema of schemas) {
      const result = schema.safeParse(value)
      if (result.success) return result.data as z.output<T[number]>
    }
    ctx.issues.push({ code: 'custom', message: said('ANY_OF'), input: value })
    return z.NEVER
  })
}

type Fields = Record<string, unknown>

// Object check run even when fields failed, so forms show all errors at once; `data` may hold invalid values.
export function crossField<T extends Fields>(check: (data: T, ctx: z.RefinementCtx<T>) => void) {
  const refinement = z.superRefine<T>(check, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  refinement._zod.onattach.push(softenFieldAborts)
  return refinement
}

// Zod skips an object's `when` checks once any issue inside it is marked `continue: false`, which every
// `abort: true` check (requiredText's "Value is required", the phone pattern) and z.int() mark. Those marks
// exist to stop the failing field's own later checks, and that field has finished by the time its object's
// checks start, so the object attaching a crossField check turns them into plain failures (continue unset):
// the object still fails and its checks without `when` still stop, but its crossField checks run.
const softened = new WeakSet<z.core.$ZodType>()

function softenFieldAborts(schema: z.core.$ZodType) {
  if (softened.has(schema)) return
  softened.add(schema)
  const internals = schema._zod
  // Deferred: the schema's own parse is installed after its checks are attached.
  internals.deferred ??= []
  internals.deferred.push(() => {
    const parse = internals.parse
    internals.parse = (payload, ctx) => {
      const start = payload.issues.length
      const result = parse(payload, ctx)
      return result instanceof Promise
        ? result.then((done) => clearAborts(done, start))
        : clearAborts(result, start)
    }
  })
}

function clearAborts(payload: z.core.ParsePayload, start: number) {
  for (const issue of payload.issues.slice(start)) {
    if (issue.continue === false) (issue as { continue?: boolean }).continue = undefined
  }
  return payload
}

// Object check: `field` must equal `otherField`; the issue goes on `field`, naming the other as `otherName`.
export function equalTo<T extends Fields>(
  field: keyof T & string,
  otherField: keyof T & string,
  otherName: string = otherField,
) {
  return crossField<T>((data, ctx) => {
    if (isBlank(data[field]) || data[field] === data[otherField]) return
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: said('EQUAL_TO', { name: otherName }),
      input: data[field],
    })
  })
}

// Object check: `field` is required ("The value is required") whenever `predicate(data)` holds.
export function requiredIf<T extends Fields>(field: keyof T & string, predicate: (data: T) => boolean) {
  return crossField<T>((data, ctx) => {
    if (!isBlank(data[field]) || !predicate(data)) return
    ctx.addIssue({ code: 'custom', path: [field], message: said('REQUIRED_IF'), input: data[field] })
  })
}

// Upper-cases the first character, as every shown message is (product §5).
export function capitalizeFirst(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1)
}

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] }

// `{ 'Buyer.Phone': 'Message' }` from a zod error: first issue per path wins; a root issue is keyed 'message'.
export function fieldErrors(error: Issues): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'message'
    fields[key] ??= capitalizeFirst(issue.message)
  }
  return fields
}

/**
 * The code (and parameters) of each field message of `fieldErrors(…)`, for those the catalog made: the
 * shared checks word their messages through it, so an issue's message leads back to its code.
 */
export function fieldCodes(fields: Record<string, string>): Record<string, Coded> {
  const codes: Record<string, Coded> = {}
  for (const [field, message] of Object.entries(fields)) {
    const coded = codeOfText(message)
    if (coded) codes[field] = coded
  }
  return codes
}
