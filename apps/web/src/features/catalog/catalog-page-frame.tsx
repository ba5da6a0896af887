import { Alert, Anchor, Button, Container, Skeleton, Stack, Text } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { errorMessageOf } from '../../lib/notify.ts'
import { catalogEventQuery } from './api.ts'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = { eventId: string; children: (event: Event) => ReactNode }

/** An event's catalog page: a way back to the organization's events, then the page once the event loads. */
export function CatalogPageFrame({ eventId, children }: Props) {
  const { t } = useCatalogTranslation()
  const { data: event, error, refetch } = useQuery(catalogEventQuery(eventId))
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {event && (
          <Anchor
            component={Link}
            to={`/organization/event?AccountID=${encodeURIComponent(event.AccountID)}`}
            size="sm"
          >
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('page.back')}
          </Anchor>
        )}
        {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
        {!event && !error && <Skeleton height={240} radius="md" />}
        {event && children(event)}
      </Stack>
    </Container>
  )
}

/** A list or the event that could not be loaded, with a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCatalogTranslation()
  return (
    <Alert color="red" title={t('page.loadFailed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('page.retry')}
        </Button>
      </Stack>
    </Alert>
  )
}

/** Shown instead of a page the viewer's role does not allow, or one turned off for the organization. */
export function CatalogNotice({ children }: { children: string }) {
  return (
    <Alert color="yellow" variant="light">
      {children}
    </Alert>
  )
}
