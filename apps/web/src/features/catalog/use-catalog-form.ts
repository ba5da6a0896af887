import { useForm } from '@mantine/form'
import type { ZodType } from 'zod'
import { translateText } from '../../lib/error-text.ts'
import { zodResolver } from '../../lib/zod-form.ts'

type Values = Record<string, unknown>

/** A form checked by `schema` (product §5 words), its errors shown in the interface language. */
export function useCatalogForm<T extends Values>(schema: ZodType, initialValues: T) {
  return useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<T>(schema),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : undefined,
  })
}
