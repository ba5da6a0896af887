import { Anchor, Button, Container, Grid, Group, Title } from '@mantine/core'
import { IconCalendarOff } from '@tabler/icons-react'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { DiscoveryEmpty } from '../discovery-empty.tsx'
import { apiQueryOf, type FeedApiQuery, feedLink, hasFilters } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { EventFeed } from './event-feed.tsx'
import { FeedFilterPanel } from './feed-filter-panel.tsx'
import { useFeedFilters } from './use-feed-filters.ts'

/** /feed (upcoming, soonest first) and /feed/past (ended, newest first), filtered from the URL. */
export function FeedPage({ past = false }: { past?: boolean }) {
  const { t } = useDiscoveryTranslation()
  const [filters, setFilters] = useFeedFilters()
  const query = useMemo<FeedApiQuery>(
    () => ({ ...apiQueryOf(filters), ...(past ? { Past: '1' } : {}) }),
    [filters, past],
  )
  const title = past ? t('feed.pastTitle') : filters.Verified ? t('feed.verifiedTitle') : t('feed.title')
  const empty = (
    <DiscoveryEmpty
      icon={<IconCalendarOff aria-hidden />}
      title={past ? t('feed.emptyPastTitle') : t('feed.emptyTitle')}
      text={past ? t('feed.emptyPastText') : t('feed.emptyText')}
      action={
        hasFilters(filters) && (
          <Button variant="light" onClick={() => setFilters({})}>
            {t('filters.clear')}
          </Button>
        )
      }
    />
  )
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={1}>{title}</Title>
        <Anchor component={Link} to={feedLink(filters, past ? '/feed' : '/feed/past')}>
          {past ? t('feed.showUpcoming') : t('feed.showPast')}
        </Anchor>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <FeedFilterPanel filters={filters} onChange={setFilters} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <EventFeed query={query} empty={empty} />
        </Grid.Col>
      </Grid>
    </Container>
  )
}
