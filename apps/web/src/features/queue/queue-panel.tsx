import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import type { QueueStats } from '@mela/shared/queue'
import type { AttendeePolicy } from '@mela/shared/waitlist'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { attendeePolicyQuery, saveAttendeePolicy } from '../../lib/attendee-policy.ts'
import { DhakaTimeField } from '../../lib/dhaka-time-field.tsx'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { changeQueuePace, queueStatsQuery } from './api.ts'
import { useQueueTranslation } from './translation.ts'

// The live numbers move every second on the server; a look every 5 s is live enough for the team.
const LIVE_MS = 5000

/** For organizers: the on-sale queue's settings (event_edit) and, while it is on, its live numbers and pace. */
export function QueuePanel({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const { t } = useQueueTranslation()
  const policy = useQuery(attendeePolicyQuery(eventId))
  if (!policy.data) return null
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('panel.intro')}
        </Text>
        {policy.data.Queue.Enabled && <LiveQueue eventId={eventId} canEdit={canEdit} />}
        {canEdit && <QueueSettingsForm eventId={eventId} policy={policy.data} />}
      </Stack>
    </Paper>
  )
}

function LiveQueue({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const { t, language } = useQueueTranslation()
  const queryClient = useQueryClient()
  const stats = useQuery({ ...queueStatsQuery(eventId), refetchInterval: LIVE_MS })
  const [pace, setPace] = useState<number | string>('')
  const change = useMutation({
    mutationFn: (input: { AdmitPerMinute?: number; Paused?: boolean }) => changeQueuePace(eventId, input),
    onSuccess: (saved: QueueStats) => queryClient.setQueryData(queueStatsQuery(eventId).queryKey, saved),
    onError: notifyError,
  })
  if (!stats.data) return null
  const { Waiting, Admitted, Purchased, AdmitPerMinute, Paused } = stats.data
  return (
    <Stack gap="xs" data-testid="queue-live">
      <Group gap="xs" wrap="wrap">
        <Badge color="red" variant="dot">
          {t('panel.live')}
        </Badge>
        <Badge variant="light">
          {t('panel.waiting')}: {countText(Waiting, language)}
        </Badge>
        <Badge variant="light" color="teal">
          {t('panel.admitted')}: {countText(Admitted, language)}
        </Badge>
        <Badge variant="light" color="grape">
          {t('panel.bought')}: {countText(Purchased, language)}
        </Badge>
        <Badge variant="light" color="gray">
          {t('panel.pace', { pace: countText(AdmitPerMinute, language) })}
        </Badge>
        {Paused && <Badge color="yellow">{t('panel.paused')}</Badge>}
      </Group>
      {canEdit && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput
            size="md"
            w={200}
            label={t('panel.newPace')}
            min={1}
            max={100_000}
            allowDecimal={false}
            placeholder={String(AdmitPerMinute)}
            value={pace}
            onChange={setPace}
          />
          <Button
            size="md"
            variant="default"
            disabled={pace === ''}
            onClick={() => change.mutate({ AdmitPerMinute: Number(pace) })}
          >
            {t('panel.changePace')}
          </Button>
          <Button size="md" variant="light" onClick={() => change.mutate({ Paused: !Paused })}>
            {Paused ? t('panel.resume') : t('panel.pause')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

function QueueSettingsForm({ eventId, policy }: { eventId: string; policy: AttendeePolicy }) {
  const { t } = useQueueTranslation()
  const queryClient = useQueryClient()
  const [values, setValues] = useState({
    Enabled: policy.Queue.Enabled,
    OpensAt: policy.Queue.OpensAt ?? '',
    AdmitPerMinute: policy.Queue.AdmitPerMinute as number | string,
    AdmitMinutes: policy.Queue.AdmitMinutes as number | string,
  })
  const save = useMutation({
    // The policy's other switches go back as they are: this form changes only the queue.
    mutationFn: () =>
      saveAttendeePolicy(eventId, {
        ...policy,
        Queue: {
          Enabled: values.Enabled,
          OpensAt: values.OpensAt || null,
          AdmitPerMinute: Number(values.AdmitPerMinute),
          AdmitMinutes: Number(values.AdmitMinutes),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(attendeePolicyQuery(eventId).queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: queueStatsQuery(eventId).queryKey })
      notifySuccess(t('panel.saved'))
    },
    onError: notifyError,
  })
  return (
    <Stack gap="sm" mt="sm">
      <Switch
        size="md"
        label={t('panel.enabled')}
        checked={values.Enabled}
        onChange={(event) => setValues({ ...values, Enabled: event.currentTarget.checked })}
      />
      <DhakaTimeField
        size="md"
        label={t('panel.opensAt')}
        value={values.OpensAt}
        onChange={(OpensAt) => setValues({ ...values, OpensAt })}
        phrase={(when) => t('panel.opensWhen', { when })}
      />
      <NumberInput
        size="md"
        label={t('panel.perMinute')}
        min={1}
        max={100_000}
        allowDecimal={false}
        value={values.AdmitPerMinute}
        onChange={(value) => setValues({ ...values, AdmitPerMinute: value })}
      />
      <NumberInput
        size="md"
        label={t('panel.passMinutes')}
        min={1}
        max={60}
        allowDecimal={false}
        value={values.AdmitMinutes}
        onChange={(value) => setValues({ ...values, AdmitMinutes: value })}
      />
      <Group justify="flex-end">
        <Button size="md" onClick={() => save.mutate()} loading={save.isPending}>
          {t('panel.save')}
        </Button>
      </Group>
    </Stack>
  )
}
