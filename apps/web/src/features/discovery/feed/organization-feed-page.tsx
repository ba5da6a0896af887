import { Container, SegmentedControl, Stack, Title } from '@mantine/core'
import { IconCalendarOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../lib/api-error.ts'
import { organizationProfileQuery } from '../../../lib/organization-queries.ts'
import { DiscoveryEmpty } from '../discovery-empty.tsx'
import type { FeedApiQuery } from '../feed-filters.ts'
import { LoadError } from '../load-error.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { NotFoundState } from '../not-found-state.tsx'
import { EventFeed } from './event-feed.tsx'
import { OrganizationHeader } from './organization-header.tsx'
import { OrganizationHeaderSkeleton } from './organization-header-skeleton.tsx'
import { organizationRefOf } from './organization-ref.ts'

/** /feed/{accountUrl} and /feed/Organization={accountId}: one organization and its events. */
export function OrganizationFeedPage({ segment }: { segment: string }) {
  const { t } = useDiscoveryTranslation()
  const ref = useMemo(() => organizationRefOf(segment), [segment])
  const account = useQuery(organizationProfileQuery(ref.feedUrlOrId))
  const [params, setParams] = useSearchParams()
  const past = params.get('Past') === '1'
  const query = useMemo<FeedApiQuery>(() => ({ ...ref.query, ...(past ? { Past: '1' } : {}) }), [ref, past])

  const missing = account.error instanceof ApiError && [400, 404].includes(account.error.status)
  if (missing)
    return <NotFoundState title={t('organization.notFoundTitle')} text={t('organization.notFoundText')} />
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {account.data ? (
          <OrganizationHeader account={account.data} />
        ) : account.isError ? (
          <LoadError onRetry={() => void account.refetch()} />
        ) : (
          <OrganizationHeaderSkeleton />
        )}
        <Stack gap="md">
          <Title order={2} size="h3">
            {account.data ? t('organization.events', { name: account.data.Name }) : t('feed.title')}
          </Title>
          <SegmentedControl
            aria-label={t('feed.whichEvents')}
            value={past ? 'past' : 'upcoming'}
            onChange={(value) =>
              setParams(value === 'past' ? { Past: '1' } : {}, { preventScrollReset: true })
            }
            data={[
              { value: 'upcoming', label: t('feed.showUpcoming') },
              { value: 'past', label: t('feed.showPast') },
            ]}
            w="fit-content"
          />
          <EventFeed
            query={query}
            headingOrder={3}
            empty={
              <DiscoveryEmpty
                icon={<IconCalendarOff aria-hidden />}
                title={past ? t('feed.emptyPastTitle') : t('landing.emptyTitle')}
                text={past ? t('feed.emptyPastText') : t('landing.emptyText')}
              />
            }
          />
        </Stack>
      </Stack>
    </Container>
  )
}
