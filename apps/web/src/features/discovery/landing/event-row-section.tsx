import { Anchor, Group, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { feedPreviewQuery } from '../api.ts'
import { apiQueryOf, type FeedFilters, feedLink } from '../feed-filters.ts'
import { LoadError } from '../load-error.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { EventStrip } from './event-strip.tsx'

type Props = {
  id: string
  title: string
  filters: FeedFilters
  size: number
  /** Shown when the feed has nothing; without it the section hides itself. */
  empty?: ReactNode
}

/** A titled row of events on the home page with a link to the whole filtered feed. */
export function EventRowSection({ id, title, filters, size, empty }: Props) {
  const { t } = useDiscoveryTranslation()
  const feed = useQuery(feedPreviewQuery(apiQueryOf(filters), size))
  const events = feed.data?.Items ?? []
  if (feed.isSuccess && events.length === 0 && !empty) return null
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="md" wrap="nowrap">
        <Title order={2} id={id}>
          {title}
        </Title>
        <Anchor
          component={Link}
          to={feedLink(filters)}
          style={{ whiteSpace: 'nowrap' }}
          aria-label={t('landing.seeAllLabel', { section: title })}
        >
          {t('landing.seeAll')}
        </Anchor>
      </Group>
      {feed.isError ? (
        <LoadError onRetry={() => void feed.refetch()} />
      ) : feed.isSuccess && events.length === 0 ? (
        empty
      ) : (
        <EventStrip events={events} loadingCount={feed.isPending ? size : 0} />
      )}
    </section>
  )
}
