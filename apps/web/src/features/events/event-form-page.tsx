import { Alert, Button, Container, Skeleton, Stack, Text } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { attendeePolicyQuery } from '../../lib/attendee-policy.ts'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { usePermissions } from '../../lib/use-permissions.ts'
import { eventQuery, eventQuestionsQuery } from './api.ts'
import { EventBasicsForm } from './event-basics-form.tsx'
import { EventEditor } from './event-editor.tsx'
import { EventMetadataForm } from './event-metadata-form.tsx'
import { EventQuestionsForm } from './event-questions-form.tsx'
import type { EventStep } from './event-steps.ts'
import { EventTicketsStep } from './event-tickets-step.tsx'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { action: string; step: EventStep; eventId?: string; accountId?: string }

const Loading = () => (
  <Container size="md" py="xl">
    <Stack gap="md">
      <Skeleton height={36} width="60%" />
      <Skeleton height={40} />
      <Skeleton height={320} radius="md" />
    </Stack>
  </Container>
)

/** A step of the event form as its route shows it: action, event and organization from the URL. */
export function EventFormRoute({ step }: { step: EventStep }) {
  const { action = 'create', eventId } = useParams()
  const [search] = useSearchParams()
  // Keyed by event, so moving from one event to its copy starts the form afresh.
  return (
    <EventFormPage
      key={eventId ?? 'new'}
      action={action}
      step={step}
      eventId={eventId}
      accountId={search.get('AccountID') ?? undefined}
    />
  )
}

/** /event/{create|edit}/{eventId?}[/metadata|/ticket|/form]: one step of the event form. */
export function EventFormPage({ action, step, eventId, accountId }: Props) {
  const { t } = useEventsTranslation()
  const event = useQuery({ ...eventQuery(eventId ?? ''), enabled: Boolean(eventId) })
  const permissions = usePermissions()
  const policy = useQuery({
    ...attendeePolicyQuery(eventId ?? ''),
    enabled: Boolean(eventId) && step === 'basics',
  })
  const questions = useQuery({
    ...eventQuestionsQuery(eventId ?? ''),
    enabled: Boolean(eventId) && step === 'questions',
  })

  if (!eventId) {
    return (
      <EventEditor action={action} step="basics">
        <EventBasicsForm accountId={accountId} />
      </EventEditor>
    )
  }
  const failed = event.error ?? questions.error ?? policy.error
  if (failed) {
    return (
      <Container size="md" py="xl">
        <LoadFailed
          title={t('editor.loadFailed')}
          error={failed}
          onRetry={() => {
            for (const query of [event, questions, policy]) if (query.error) void query.refetch()
          }}
        />
      </Container>
    )
  }
  if (
    !event.data ||
    (step === 'questions' && !questions.data) ||
    (step === 'basics' && !policy.data) ||
    !permissions.loaded
  )
    return <Loading />
  const loaded = event.data
  // Someone who may look but not save (a collaborator, an usher) is not handed a form that would only fail.
  if (!permissions.can(loaded.AccountID, 'event_edit')) {
    return (
      <Container size="md" py="xl">
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock aria-hidden />}
          title={t('editor.readOnlyTitle')}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('editor.readOnlyText')}</Text>
            <Button component={Link} to={`/e/${loaded.ID}`} variant="default">
              {t('editor.viewEvent')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    )
  }
  return (
    <EventEditor action={action} step={step} event={loaded}>
      {step === 'basics' && <EventBasicsForm key={loaded.ID} event={loaded} policy={policy.data} />}
      {step === 'metadata' && <EventMetadataForm key={loaded.ID} action={action} event={loaded} />}
      {step === 'tickets' && <EventTicketsStep action={action} event={loaded} />}
      {step === 'questions' && questions.data && (
        <EventQuestionsForm key={loaded.ID} action={action} event={loaded} fields={questions.data} />
      )}
    </EventEditor>
  )
}
