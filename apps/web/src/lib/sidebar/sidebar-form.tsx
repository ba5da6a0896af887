import { Stack } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import type { ZodType } from 'zod'
import { focusFirstError } from '../form-errors.ts'
import { useSidebarGuard } from './use-sidebar-guard.tsx'

type Props<T, V> = {
  form: UseFormReturnType<T>
  /** The shared schema: what it makes of the values (trimmed, normalised) is what is sent. */
  schema: ZodType<V>
  onSubmit: (values: V) => void
  children: ReactNode
}

/**
 * A form in the sidebar: sent once the schema passes, else its first wrong field focused; closing the
 * drawer or leaving with unsaved edits asks first.
 */
export function SidebarForm<T extends Record<string, unknown>, V>({
  form,
  schema,
  onSubmit,
  children,
}: Props<T, V>) {
  const guard = useSidebarGuard(form.isDirty())
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(schema.parse(values)), focusFirstError(form))}
    >
      <Stack gap="md">{children}</Stack>
      {guard}
    </form>
  )
}
