import { type FormErrors, type UseFormInput, useForm } from '@mantine/form'
import { fieldErrors } from '@mela/shared/validation'
import type { ZodType } from 'zod'
import { translateText } from './error-text.ts'

type Values = Record<string, unknown>

/**
 * A @mantine/form `validate` function from a shared zod schema: the form checks exactly what the
 * API checks, with product §5's words, every failing field at once ('Buyer.Phone' style paths).
 */
export function zodResolver<T extends Values>(schema: ZodType, { field }: { field?: keyof T & string } = {}) {
  return (values: T): FormErrors => {
    // A one-field form may check its field with a schema of the bare value (e.g. contactIdentifier).
    const result = schema.safeParse(field ? values[field] : values)
    if (result.success) return {}
    const errors = fieldErrors(result.error)
    return field && errors.message ? { [field]: errors.message } : errors
  }
}

/** The values the schema makes of a valid form: trimmed, normalised (+880… phones), blanks left out. */
export function parsedValues<T>(schema: ZodType<T>, values: unknown): T {
  return schema.parse(values)
}

/**
 * useForm validated by a shared schema on submit. Errors are kept in the catalog's words (a shared check's,
 * or a server field error's, remembered with its code) and translated by code as they are shown, so a
 * language switch re-words them.
 */
export function useZodForm<T extends Values>(
  schema: ZodType,
  initialValues: T,
  {
    field,
    ...options
  }: Omit<UseFormInput<T>, 'initialValues' | 'validate'> & { field?: keyof T & string } = {},
) {
  return useForm<T>({
    mode: 'controlled',
    ...options,
    initialValues,
    validate: zodResolver<T>(schema, { field }),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : undefined,
  })
}
