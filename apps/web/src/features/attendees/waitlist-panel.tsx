import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { AttendeePolicy } from '@mela/shared/waitlist'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { attendeePolicyQuery, saveAttendeePolicy } from '../../lib/attendee-policy.ts'
import { fromLocalInput, toLocalInput } from '../../lib/local-input.ts'
import { localizedTicket } from '../../lib/localized.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { waitlistQuery } from './api.ts'
import { useAttendeesTranslation } from './translation.ts'

/** For organizers (purchase_view): waiting list lengths per ticket, and the switches buyers live by. */
export function WaitlistPanel({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const { t, language } = useAttendeesTranslation()
  const list = useQuery(waitlistQuery(eventId))
  const policy = useQuery(attendeePolicyQuery(eventId))
  if (!list.data || !policy.data) return null
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('organizer.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('organizer.intro')}
        </Text>
        {list.data.Tickets.map((listed) => localizedTicket(listed, language)).map((ticket) => (
          <Group key={ticket.TicketID} justify="space-between" wrap="wrap" gap="xs">
            <Text fw={500}>
              {ticket.Section} · {ticket.Category}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{t('organizer.waiting', { count: ticket.Waiting })}</Badge>
              {ticket.Offered > 0 && (
                <Badge variant="light" color="teal">
                  {t('organizer.offered', { count: ticket.Offered })}
                </Badge>
              )}
            </Group>
          </Group>
        ))}
        {canEdit && <PolicyForm eventId={eventId} policy={policy.data} />}
      </Stack>
    </Paper>
  )
}

function PolicyForm({ eventId, policy }: { eventId: string; policy: AttendeePolicy }) {
  const { t } = useAttendeesTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({
    WaitlistEnabled: policy.WaitlistEnabled,
    TransfersEnabled: policy.TransfersEnabled,
    TransferDeadline: toLocalInput(policy.TransferDeadline),
    CancelDeadline: toLocalInput(policy.CancelDeadline),
    CancelRefundPercent: policy.CancelRefundPercent as number | string | null,
  })
  const save = useMutation({
    mutationFn: () =>
      saveAttendeePolicy(eventId, {
        WaitlistEnabled: values.WaitlistEnabled,
        TransfersEnabled: values.TransfersEnabled,
        TransferDeadline: fromLocalInput(values.TransferDeadline),
        CancelDeadline: fromLocalInput(values.CancelDeadline),
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
      <TextInput
        type="datetime-local"
        size="md"
        label={t('organizer.transferDeadline')}
        value={values.TransferDeadline}
        onChange={(event) => setValues({ ...values, TransferDeadline: event.currentTarget.value })}
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
      <TextInput
        type="datetime-local"
        size="md"
        label={t('organizer.cancelDeadline')}
        value={values.CancelDeadline}
        onChange={(event) => setValues({ ...values, CancelDeadline: event.currentTarget.value })}
      />
      <Group justify="flex-end">
        <Button size="md" onClick={() => save.mutate()} loading={save.isPending}>
          {t('organizer.save')}
        </Button>
      </Group>
    </Stack>
  )
}
