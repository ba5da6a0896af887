import { Alert, Anchor, Container, type ContainerProps, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useCommonFormsTranslation } from './common-forms/translation.ts'
import { eventQuery } from './event-queries.ts'
import { LoadFailed } from './load-failed.tsx'

type Props = {
  eventId: string
  /** Where the way back leads: the organization's events (the default), or this event's page. */
  back?: 'events' | 'event'
  size?: ContainerProps['size']
  children: (event: Event) => ReactNode
}

/**
 * One of an event's organizer pages (tickets, discounts, box office, guests, …): a way back, then the
 * page once the event loads.
 */
export function EventPageFrame({ eventId, back = 'events', size = 'md', children }: Props) {
  const { t } = useCommonFormsTranslation()
  const { data: event, error, refetch } = useQuery(eventQuery(eventId))
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        {event && (
          <Anchor
            component={Link}
            to={
              back === 'event'
                ? `/organization/event/${encodeURIComponent(eventId)}`
                : `/organization/event?AccountID=${encodeURIComponent(event.AccountID)}`
            }
            size="sm"
          >
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {back === 'event' ? t('eventPage.backToEvent') : t('eventPage.back')}
          </Anchor>
        )}
        {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
        {!event && !error && <Skeleton height={240} radius="md" />}
        {event && children(event)}
      </Stack>
    </Container>
  )
}

/** An event page's heading, and a line saying what it is for. */
export function EventPageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  )
}

/** Shown instead of a page the viewer's role does not allow, or one turned off for the organization. */
export function EventPageNotice({ children }: { children: string }) {
  return (
    <Alert color="yellow" variant="light">
      {children}
    </Alert>
  )
}
