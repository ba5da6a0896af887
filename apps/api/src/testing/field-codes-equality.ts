import type { Tester } from '@vitest/expect'
import { expect } from 'vitest'

const hasCodes = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, '$codes')

const withoutCodes = (value: unknown) => {
  if (!hasCodes(value)) return value
  const { $codes: _, ...fields } = value
  return fields
}

// Field-error bodies carry `$codes` beside the field messages (docs/decisions/error-codes.md). A test
// that compares such a body with the fields alone compares the fields; one that names `$codes` compares it.
const fieldsWithoutCodes: Tester = function (a, b, testers) {
  if (hasCodes(a) === hasCodes(b)) return undefined
  return this.equals(withoutCodes(a), withoutCodes(b), testers)
}

// A worker that keeps its modules from one file to the next (isolate: false) runs this file again for each:
// the tester is added once, not once per file.
const added = Symbol.for('mela.fieldsWithoutCodes')
const state = globalThis as { [added]?: true }
if (!state[added]) {
  expect.addEqualityTesters([fieldsWithoutCodes])
  state[added] = true
}
