import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { EVENT_CATEGORIES } from '@mela/shared/event-enums'
import type { PublicPage } from '@mela/shared/public-page'
import { IconCalendarOff, IconSearch } from '@tabler/icons-react'
import { DiscoveryEmpty } from '../features/discovery/discovery-empty.tsx'
import { EventGrid } from '../features/discovery/event-grid.tsx'
import { useDiscoveryTranslation } from '../features/discovery/locales/translation.ts'
import { useEventNames } from '../lib/event-names/translation.ts'
import { PublicPager, withParams } from './public-pager.tsx'

type FeedView = Extract<PublicPage, { kind: 'feed' }>

/**
 * /feed and /feed/past on the server: the filters as a GET form (the phone's own pickers), the events
 * as the app's cards, and pages as links, so everything works before (or without) any script.
 */
export function PublicFeed({ page }: { page: FeedView; url: string }) {
  const { t, lang } = useDiscoveryTranslation()
  const names = useEventNames()
  const path = page.past ? '/feed/past' : '/feed'
  const { params } = page
  const title = page.past ? t('feed.pastTitle') : params.Verified ? t('feed.verifiedTitle') : t('feed.title')
  const digits = (value: number) => localizeDigits(String(value), lang)
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={1}>{title}</Title>
        <Anchor href={withParams(page.past ? '/feed' : '/feed/past', params, { Page: null })}>
          {page.past ? t('feed.showUpcoming') : t('feed.showPast')}
        </Anchor>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Paper withBorder p="md" radius="md" component="search" aria-label={t('filters.heading')}>
            <form action={path} method="get">
              <Stack gap="sm">
                <TextInput
                  name="Search"
                  type="search"
                  label={t('filters.search')}
                  placeholder={t('filters.searchPlaceholder')}
                  defaultValue={params.Search ?? ''}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  maxLength={100}
                />
                <NativeSelect
                  name="Category"
                  label={t('filters.category')}
                  defaultValue={params.Category ?? ''}
                  data={[
                    { value: '', label: t('filters.anyCategory') },
                    ...EVENT_CATEGORIES.map((value) => ({ value, label: names.category(value) })),
                  ]}
                />
                <NativeSelect
                  name="District"
                  label={t('filters.district')}
                  defaultValue={params.District ?? ''}
                  data={[{ value: '', label: t('filters.anyDistrict') }, ...names.districtOptions]}
                />
                <Checkbox
                  name="Verified"
                  value="1"
                  label={t('filters.verified')}
                  defaultChecked={params.Verified === '1'}
                />
                <Button type="submit">{t('filters.searchSubmit')}</Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {page.events.Items.length === 0 ? (
            <DiscoveryEmpty
              icon={<IconCalendarOff aria-hidden />}
              title={page.past ? t('feed.emptyPastTitle') : t('feed.emptyTitle')}
              text={page.past ? t('feed.emptyPastText') : t('feed.emptyText')}
            />
          ) : (
            <Stack gap="lg">
              <Text c="dimmed" role="status">
                {t('feed.total', { count: page.events.Total, total: digits(page.events.Total) })}
              </Text>
              <div data-public="event-list">
                <EventGrid events={page.events.Items} />
              </div>
              <PublicPager path={path} params={params} list={page} />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  )
}
