import type { z } from 'zod'

/** The messages of every issue a schema finds in a value, in order; empty when it accepts the value. */
export function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}
