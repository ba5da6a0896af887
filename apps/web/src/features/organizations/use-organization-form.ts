import { useForm } from '@mantine/form'
import type { ZodType } from 'zod'
import { translateText } from '../../lib/error-text.ts'
import { zodResolver } from '../../lib/zod-form.ts'

type Values = Record<string, unknown>

/**
 * A form checked by a shared schema, as useZodForm does, whose errors are shown in the interface
 * language with this feature's own messages (Feed URL, Facebook URL, …) translated too.
 */
export function useOrganizationForm<T extends Values>(schema: ZodType, initialValues: T) {
  return useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: zodResolver<T>(schema),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : undefined,
  })
}
