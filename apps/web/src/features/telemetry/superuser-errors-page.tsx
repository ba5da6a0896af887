import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessageOf } from '../../lib/notify.ts'
import { AnalyticsTable } from './analytics-table.tsx'
import { analyticsCountsQuery, ERROR_PAGE_SIZE, errorGroupsQuery } from './api.ts'
import { ErrorGroupCard } from './error-group-card.tsx'
import { useTelemetryTranslation } from './locales/translation.ts'

const DAY_CHOICES = ['1', '7', '30', '90']

/** /superuser/errors: recent errors grouped by message, and product events counted per day. */
export function SuperuserErrorsPage() {
  const { t, language } = useTelemetryTranslation()
  const [days, setDays] = useState(7)
  const [page, setPage] = useState(1)
  const errors = useQuery(errorGroupsQuery(days, page))
  const counts = useQuery(analyticsCountsQuery(days))
  const pages = Math.max(1, Math.ceil((errors.data?.Total ?? 0) / ERROR_PAGE_SIZE))
  const failed = errors.error ?? counts.error
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{localizeDigits(t('intro', { days }), language)}</Text>
        <SegmentedControl
          aria-label={t('days')}
          value={String(days)}
          onChange={(value) => {
            setDays(Number(value))
            setPage(1)
          }}
          data={DAY_CHOICES.map((value) => ({ value, label: localizeDigits(value, language) }))}
        />
        {failed && (
          <Alert color="red" title={t('loadFailed')}>
            <Stack gap="xs" align="start">
              <Text size="sm">{errorMessageOf(failed)}</Text>
              <Button
                variant="light"
                onClick={() => {
                  void errors.refetch()
                  void counts.refetch()
                }}
              >
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Title order={2} size="h3">
          {t('analytics.title')}
        </Title>
        {counts.isPending && <Skeleton height={80} radius="md" />}
        {counts.data && <AnalyticsTable counts={counts.data} />}
        <Title order={2} size="h3">
          {t('errors.title')}
        </Title>
        {errors.isPending && <Skeleton height={120} radius="md" />}
        {errors.data?.Items.length === 0 && <Text c="dimmed">{t('errors.empty')}</Text>}
        {errors.data?.Items.map((group) => (
          <ErrorGroupCard key={`${group.Source}:${group.Message}`} group={group} />
        ))}
        {pages > 1 && (
          <Group justify="space-between">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('errors.previous')}
            </Button>
            <Text size="sm">{localizeDigits(`${page} / ${pages}`, language)}</Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('errors.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  )
}
