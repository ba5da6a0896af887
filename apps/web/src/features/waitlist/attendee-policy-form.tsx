import { Button, Group, NumberInput, Stack, Switch } from '@mantine/core'
import type { AttendeePolicy } from '@mela/shared/waitlist'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { attendeePolicyQuery, saveAttendeePolicy } from '../../lib/attendee-policy.ts'
import { DhakaTimeField } from '../../lib/dhaka-time-field.tsx'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { useWaitlistTranslation } from './translation.ts'

/** The switches and deadlines buyers live by: the waiting list, transfers and cancellations. */
export function AttendeePolicyForm({ eventId, policy }: { eventId: string; policy: AttendeePolicy }) {
  const { t } = useWaitlistTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({
    WaitlistEnabled: policy.WaitlistEnabled,
    TransfersEnabled: policy.TransfersEnabled,
    TransferDeadline: policy.TransferDeadline ?? '',
    CancelDeadline: policy.CancelDeadline ?? '',
    CancelRefundPercent: policy.CancelRefundPercent as number | string | null,
  })
  const save = useMutation({
    mutationFn: () =>
      saveAttendeePolicy(eventId, {
        WaitlistEnabled: values.WaitlistEnabled,
        TransfersEnabled: values.TransfersEnabled,
        TransferDeadline: values.TransferDeadline || null,
        CancelDeadline: values.CancelDeadline || null,
        CancelRefundPercent:
          values.CancelRefundPercent === '' || values.CancelRefundPercent === null
            ? null
            : Number(values.CancelRefundPercent),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(attendeePolicyQuery(eventId).queryKey, saved)
      notifySuccess(t('organizer.saved'))
    },
    onError: notifyError,
  })
  return (
    <Stack gap="sm" mt="sm">
      <Switch
        size="md"
        label={t('organizer.enabled')}
        checked={values.WaitlistEnabled}
        onChange={(event) => setValues({ ...values, WaitlistEnabled: event.currentTarget.checked })}
      />
      <Switch
        size="md"
        label={t('organizer.transfers')}
        checked={values.TransfersEnabled}
        onChange={(event) => setValues({ ...values, TransfersEnabled: event.currentTarget.checked })}
      />
      <DhakaTimeField
        size="md"
        label={t('organizer.transferDeadline')}
        value={values.TransferDeadline}
        onChange={(TransferDeadline) => setValues({ ...values, TransferDeadline })}
      />
      <NumberInput
        size="md"
        label={t('organizer.cancelPercent')}
        description={t('organizer.cancelPercentHint')}
        min={0}
        max={100}
        allowDecimal={false}
        value={values.CancelRefundPercent ?? ''}
        onChange={(value) => setValues({ ...values, CancelRefundPercent: value })}
      />
      <DhakaTimeField
        size="md"
        label={t('organizer.cancelDeadline')}
        value={values.CancelDeadline}
        onChange={(CancelDeadline) => setValues({ ...values, CancelDeadline })}
      />
      <Group justify="flex-end">
        <Button size="md" onClick={() => save.mutate()} loading={save.isPending}>
          {t('organizer.save')}
        </Button>
      </Group>
    </Stack>
  )
}
