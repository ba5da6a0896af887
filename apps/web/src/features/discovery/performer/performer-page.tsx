import { Container, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-error.ts'
import { performerQuery } from '../../../lib/performer-queries.ts'
import { usePageTitle } from '../event/use-page-title.ts'
import { LoadError } from '../load-error.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { NotFoundState } from '../not-found-state.tsx'
import { performerName } from '../place.ts'
import { PerformerEvents } from './performer-events.tsx'
import { PerformerHeader } from './performer-header.tsx'

/** /performer/{id} (and /artist/{id}): who they are and where to see them next. */
export function PerformerPage({ performerId }: { performerId: string }) {
  const { t } = useDiscoveryTranslation()
  const performer = useQuery(performerQuery(performerId))
  usePageTitle(performer.data ? performerName(performer.data) : undefined)
  if (performer.error instanceof ApiError && [400, 404].includes(performer.error.status)) {
    return <NotFoundState title={t('performer.notFoundTitle')} text={t('performer.notFoundText')} />
  }
  return (
    <Container size="lg" py="xl">
      {performer.data ? (
        <Stack gap={40}>
          <PerformerHeader performer={performer.data} />
          <PerformerEvents events={performer.data.UpcomingEvents} />
        </Stack>
      ) : performer.isError ? (
        <LoadError onRetry={() => void performer.refetch()} />
      ) : (
        <Stack gap="md" aria-hidden>
          <Skeleton height={160} width={160} radius="50%" />
          <Skeleton height={32} width="40%" />
          <Skeleton height={14} width="70%" />
        </Stack>
      )}
    </Container>
  )
}
