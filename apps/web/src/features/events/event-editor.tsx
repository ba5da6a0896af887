import { Container, Group, Stack, Stepper, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Event } from '@mela/shared/event'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { EventStateBadge } from './event-status-badges.tsx'
import { EVENT_STEPS, type EventStep, eventStepPath, stepIndex } from './event-steps.ts'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { action: string; step: EventStep; event?: Event; children: ReactNode }

/** The frame of every event form step: heading, the stepper (steps open once the event exists), the step. */
export function EventEditor({ action, step, event, children }: Props) {
  const { t } = useEventsTranslation()
  const navigate = useNavigate()
  const narrow = useMediaQuery('(max-width: 36em)')
  const active = stepIndex(step)
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1}>{event ? event.Title : t('editor.titleCreate')}</Title>
          {event && <EventStateBadge event={event} />}
        </Group>
        <Stepper
          active={active}
          size="sm"
          aria-label={t('steps.label')}
          allowNextStepsSelect={Boolean(event)}
          onStepClick={(index) => {
            const target = EVENT_STEPS[index]
            if (event && target) navigate(eventStepPath(action, event.ID, target.key))
          }}
        >
          {EVENT_STEPS.map(({ key }, index) => (
            // On a phone only the current step is named; the others are numbered circles.
            <Stepper.Step
              key={key}
              label={!narrow || index === active ? t(`steps.${key}`) : undefined}
              aria-label={t(`steps.${key}`)}
              aria-current={index === active ? 'step' : undefined}
              allowStepSelect={Boolean(event) && index !== active}
            />
          ))}
        </Stepper>
        {children}
      </Stack>
    </Container>
  )
}
