import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import type { PublicPage } from '@mela/shared/public-page'
import { IconCalendarOff, IconCheck, IconPlus } from '@tabler/icons-react'
import { DiscoveryEmpty } from '../features/discovery/discovery-empty.tsx'
import { EventGrid } from '../features/discovery/event-grid.tsx'
import { OrganizationHeader } from '../features/discovery/feed/organization-header.tsx'
import { useDiscoveryTranslation } from '../features/discovery/locales/translation.ts'
import { PerformerEvents } from '../features/discovery/performer/performer-events.tsx'
import { PerformerHeader } from '../features/discovery/performer/performer-header.tsx'
import { performerName } from '../features/discovery/place.ts'
import { PublicPager } from './public-pager.tsx'

type OrganizationPage = Extract<PublicPage, { kind: 'organization' }>
type PerformerView = Extract<PublicPage, { kind: 'performer' }>

/**
 * What the page's script needs to work the app's Follow button (rendered signed out, "Follow"): the
 * target, the texts, and both looks of the button to copy from. Never shown.
 */
function FollowScript({
  target,
  name,
}: {
  target: { AccountID: string } | { PerformerID: string }
  name: string
}) {
  const { t } = useDiscoveryTranslation()
  return (
    <Box
      hidden
      data-public="follow"
      data-target={JSON.stringify(target)}
      data-follow-label={t('follow.followLabel', { name })}
      data-unfollow-label={t('follow.unfollowLabel', { name })}
      data-followers-one={t('follow.followers_one', { formatted: '{{formatted}}' })}
      data-followers-other={t('follow.followers_other', { formatted: '{{formatted}}' })}
    >
      <Button size="md" variant="filled" leftSection={<IconPlus size={18} aria-hidden />} data-look="follow">
        {t('follow.follow')}
      </Button>
      <Button
        size="md"
        variant="light"
        leftSection={<IconCheck size={18} aria-hidden />}
        data-look="following"
      >
        {t('follow.following')}
      </Button>
      <Text size="sm" c="dimmed" data-look="followers" />
    </Box>
  )
}

/** /feed/{feed URL}: the organization's header (with Follow), its upcoming or past events, pages as links. */
export function PublicOrganizationFeed({ page }: { page: OrganizationPage }) {
  const { t } = useDiscoveryTranslation()
  const path = `/feed/${page.segment}`
  const params: Record<string, string> = page.past ? { Past: '1' } : {}
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <OrganizationHeader account={page.account} />
        <FollowScript target={{ AccountID: page.account.ID }} name={page.account.Name} />
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('organization.events', { name: page.account.Name })}
          </Title>
          <Group gap="xs" component="nav" aria-label={t('feed.whichEvents')}>
            <Button
              component="a"
              href={path}
              variant={page.past ? 'default' : 'light'}
              aria-current={page.past ? undefined : 'page'}
            >
              {t('feed.showUpcoming')}
            </Button>
            <Button
              component="a"
              href={`${path}?Past=1`}
              variant={page.past ? 'light' : 'default'}
              aria-current={page.past ? 'page' : undefined}
            >
              {t('feed.showPast')}
            </Button>
          </Group>
          {page.events.Items.length === 0 ? (
            <DiscoveryEmpty
              icon={<IconCalendarOff aria-hidden />}
              title={page.past ? t('feed.emptyPastTitle') : t('landing.emptyTitle')}
              text={page.past ? t('feed.emptyPastText') : t('landing.emptyText')}
            />
          ) : (
            <div data-public="event-list">
              <EventGrid events={page.events.Items} headingOrder={3} />
            </div>
          )}
          <PublicPager path={path} params={params} list={page} />
        </Stack>
      </Stack>
    </Container>
  )
}

/** /performer/{id}: who they are (with Follow) and where to see them next. */
export function PublicPerformerPage({ page }: { page: PerformerView }) {
  const { performer } = page
  return (
    <Container size="lg" py="xl">
      <Stack gap={40}>
        <PerformerHeader performer={performer} />
        <FollowScript target={{ PerformerID: performer.ID }} name={performerName(performer)} />
        <PerformerEvents events={performer.UpcomingEvents} />
      </Stack>
    </Container>
  )
}
