import { Stack, type StackProps } from '@mantine/core'
import { EventInput } from '@mela/shared/event'
import type { ReactNode } from 'react'
import { focusFirstError } from '../../lib/form-errors.ts'
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx'
import { toEventInput } from './event-form-values.ts'
import type { EventForm } from './use-event-form.ts'
import type { useSaveEvent } from './use-save-event.ts'

type Props = {
  form: EventForm
  timeZone: string
  save: ReturnType<typeof useSaveEvent>
  gap: StackProps['gap']
  children: ReactNode
}

/** A step of the event editor: the whole event saved once the form passes; leaving with unsaved edits asks first. */
export function EventStepForm({ form, timeZone, save, gap, children }: Props) {
  const guard = useUnsavedChangesGuard(form.isDirty())
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => save.mutate({ input: EventInput.parse(toEventInput(values, timeZone)), values }),
        focusFirstError(form),
      )}
    >
      <Stack gap={gap}>{children}</Stack>
      {guard}
    </form>
  )
}
