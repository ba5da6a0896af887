import { useForm } from '@mantine/form'
import { EventInput } from '@mela/shared/event'
import { translateText } from '../../lib/error-text.ts'
import { zodResolver } from '../../lib/zod-form.ts'
import { attendeeErrors } from './attendee-settings.ts'
import { type EventFormValues, toEventInput } from './event-form-values.ts'

const REFUND_PERCENT = 'Attendees.CancelRefundPercent'

/**
 * The event form, checked by the shared EventInput schema on the payload it would send (times as
 * instants), with errors shown in the interface language.
 */
export function useEventForm(initialValues: EventFormValues, timeZone: string) {
  const check = zodResolver<Record<string, unknown>>(EventInput)
  return useForm<EventFormValues>({
    mode: 'controlled',
    initialValues,
    // The refund percentage is the one required field that appears later (once cancelling is allowed):
    // checked as it is typed and left, not first at save, far down the form.
    validateInputOnChange: [REFUND_PERCENT],
    validateInputOnBlur: [REFUND_PERCENT],
    validate: (values) => ({
      ...check(toEventInput(values, timeZone)),
      ...attendeeErrors(values.Attendees, values.EndsAt, timeZone),
    }),
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: translateText(inputProps.error) } : undefined,
  })
}

export type EventForm = ReturnType<typeof useEventForm>
