import { useForm } from '@mantine/form'
import type { ZodType } from 'zod'
import { zodResolver } from '../../lib/zod-form.ts'
import { translateCatalogMessage } from './catalog-messages.ts'

type Values = Record<string, unknown>

/** A form checked by `schema` (SPEC §5 words), its errors shown in the interface language. */
export function useCatalogForm<T extends Values>(schema: ZodType, initialValues: T) {
  return useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<T>(schema),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateCatalogMessage(inputProps.error) } : undefined,
  })
}
