import { Alert, Anchor, Container, Skeleton, Stack } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useCommonFormsTranslation } from './common-forms/translation.ts'
import { eventQuery } from './event-queries.ts'
import { LoadFailed } from './load-failed.tsx'

type Props = { eventId: string; children: (event: Event) => ReactNode }

/**
 * One of an event's organizer pages (tickets, discounts, box office, …): a way back to the
 * organization's events, then the page once the event loads.
 */
export function EventPageFrame({ eventId, children }: Props) {
  const { t } = useCommonFormsTranslation()
  const { data: event, error, refetch } = useQuery(eventQuery(eventId))
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {event && (
          <Anchor
            component={Link}
            to={`/organization/event?AccountID=${encodeURIComponent(event.AccountID)}`}
            size="sm"
          >
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('eventPage.back')}
          </Anchor>
        )}
        {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
        {!event && !error && <Skeleton height={240} radius="md" />}
        {event && children(event)}
      </Stack>
    </Container>
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
