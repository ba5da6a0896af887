import {
  Button,
  Chip,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { Ticket } from '@mela/shared/catalog'
import {
  type AudienceStatus,
  type CommunicationChannel,
  CommunicationInput,
  CommunicationPreviewInput,
} from '@mela/shared/communication'
import { localizeDigits } from '@mela/shared/digits'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { communicationKeys } from '../../lib/query-keys.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { previewCommunication, sendCommunication } from './api.ts'
import { communicationErrorText, fieldErrorText, notifyCommunicationError } from './communication-errors.ts'
import { useCommunicationsTranslation } from './locales/translation.ts'
import { MessagePreview } from './message-preview.tsx'
import { PlaceholderButtons } from './placeholder-buttons.tsx'

type Values = {
  EventID: string
  Channel: CommunicationChannel
  TicketIDs: string[]
  Statuses: AudienceStatus[]
  Subject: string
  Body: string
}

const STATUSES: AudienceStatus[] = ['paid', 'checked-in', 'not-checked-in']

type Props = { eventId: string; tickets: Ticket[]; onSent: () => void }

/** Channel, who gets it, subject and body with placeholders; a live preview; a test to me; Send after a confirmation. */
export function ComposeForm({ eventId, tickets, onSent }: Props) {
  const { t, language } = useCommunicationsTranslation()
  const blank: Values = {
    EventID: eventId,
    Channel: 'email',
    TicketIDs: [],
    Statuses: ['paid'],
    Subject: '',
    Body: '',
  }
  const form = useZodForm<Values>(CommunicationInput, blank)
  const body = useRef<HTMLTextAreaElement>(null)
  const [confirming, setConfirming] = useState(false)
  const values = form.getValues()
  // Debounced as text: equal values are equal strings, so typing pauses, not re-renders, drive the preview.
  const [watchedText] = useDebouncedValue(JSON.stringify(values), 400)
  const watched = useMemo(() => JSON.parse(watchedText) as Values, [watchedText])
  // Until a subject and a message are written the preview still counts the recipients.
  const parsed = CommunicationPreviewInput.safeParse({
    ...watched,
    Subject: watched.Subject.trim() || '…',
    Body: watched.Body.trim() || '…',
  })
  const preview = useQuery({
    queryKey: communicationKeys.preview(watched),
    queryFn: ({ signal }) => previewCommunication(parsed.data as CommunicationPreviewInput, signal),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
    retry: false,
  })

  const send = useMutation({
    mutationFn: (test: boolean) =>
      sendCommunication({ ...parsedValues(CommunicationInput, form.getValues()), TestOnly: test }),
    onSuccess: (answer) => {
      setConfirming(false)
      if ('TestSentTo' in answer) return notifySuccess(t('form.testSent', { to: answer.TestSentTo }))
      notifySuccess(t('form.queued'))
      form.setValues(blank)
      onSent()
    },
    onError: (error) => {
      setConfirming(false)
      if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
        showFormErrors(form, error)
      else notifyCommunicationError(t, error)
    },
  })

  const insert = (placeholder: string) => {
    const node = body.current
    const text = form.getValues().Body
    const at = node?.selectionStart ?? text.length
    const end = node?.selectionEnd ?? at
    form.setFieldValue('Body', text.slice(0, at) + placeholder + text.slice(end))
    requestAnimationFrame(() => {
      node?.focus()
      node?.setSelectionRange(at + placeholder.length, at + placeholder.length)
    })
  }
  const recipients = preview.data?.Recipients ?? 0
  const sms = values.Channel === 'sms'
  const submit = (test: boolean) => form.onSubmit(() => (test ? send.mutate(true) : setConfirming(true)))()

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="channel-label">
              {t('form.channel')}
            </Text>
            <SegmentedControl
              aria-labelledby="channel-label"
              data={[
                { value: 'email', label: t('form.email') },
                { value: 'sms', label: t('form.sms') },
              ]}
              {...form.getInputProps('Channel')}
            />
          </Stack>
          {tickets.length > 1 && (
            <MultiSelect
              label={t('form.tickets')}
              description={t('form.ticketsHint')}
              placeholder={values.TicketIDs.length === 0 ? t('form.ticketsPlaceholder') : undefined}
              data={tickets.map((ticket) => ({
                value: ticket.ID,
                label: `${ticket.Section} · ${ticket.Category}`,
              }))}
              clearable
              {...form.getInputProps('TicketIDs')}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="statuses-label">
              {t('form.statuses')}
            </Text>
            <Chip.Group
              value={values.Statuses[0] ?? 'paid'}
              onChange={(status) => form.setFieldValue('Statuses', [status as AudienceStatus])}
            >
              <Group gap="xs" role="radiogroup" aria-labelledby="statuses-label">
                {STATUSES.map((status) => (
                  <Chip key={status} value={status} size="md" type="radio">
                    {t(`form.status.${status}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {!sms && <TextInput label={t('form.subject')} withAsterisk {...form.getInputProps('Subject')} />}
          <Stack gap={6}>
            <Textarea
              ref={body}
              label={t('form.body')}
              description={t('form.linksHint')}
              withAsterisk
              autosize
              minRows={6}
              maxRows={16}
              {...form.getInputProps('Body')}
              error={fieldErrorText(t, form.getInputProps('Body').error)}
            />
            <Text size="xs" c="dimmed">
              {t('form.bodyHint')}
            </Text>
            <PlaceholderButtons onInsert={insert} />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="default"
              size="md"
              loading={send.isPending && send.variables}
              onClick={() => submit(true)}
            >
              {t('form.test')}
            </Button>
            <Button size="md" disabled={recipients === 0} onClick={() => submit(false)}>
              {t('form.send')}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
      <MessagePreview
        preview={preview.data}
        loading={preview.isFetching}
        error={preview.error ? communicationErrorText(t, preview.error) : undefined}
      />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('form.confirmTitle')} centered>
        <Stack>
          <Text>
            {t('form.confirmText', { count: recipients, n: localizeDigits(String(recipients), language) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
            <Button loading={send.isPending} onClick={() => send.mutate(false)}>
              {t('form.confirmSend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SimpleGrid>
  )
}
