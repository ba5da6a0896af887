import { Alert, Badge, Button, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core'
import type { Communication, CommunicationPage } from '@mela/shared/communication'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import type { UseQueryResult } from '@tanstack/react-query'
import { Pages } from '../../lib/paged-list.tsx'
import { PAGE_SIZE } from './api.ts'
import { useCommunicationsTranslation } from './locales/translation.ts'

const STATUS_COLOR = { queued: 'gray', sending: 'blue', done: 'green', failed: 'red' } as const

type Props = {
  query: UseQueryResult<CommunicationPage>
  page: number
  onPage: (page: number) => void
  onOpen: (id: string) => void
  /** Across several events (the /communications page): each message names its event. */
  showEvent?: boolean
}

/** Messages newest first, each with its progress bar: sent and failed of all recipients. */
export function CommunicationList({ query, page, onPage, onOpen, showEvent = false }: Props) {
  const { t } = useCommunicationsTranslation()
  if (query.isPending) return <Skeleton height={160} radius="md" />
  if (query.error)
    return (
      <Alert color="red" title={t('page.loadFailed')}>
        <Button variant="light" mt="xs" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    )
  const { Items, Total } = query.data
  if (Items.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>
  return (
    <Stack gap="sm">
      {Items.map((item) => (
        <CommunicationCard key={item.ID} item={item} showEvent={showEvent} onOpen={() => onOpen(item.ID)} />
      ))}
      <Pages
        pages={Math.ceil(Total / PAGE_SIZE)}
        value={page}
        onChange={onPage}
        previous={t('list.previous')}
        next={t('list.next')}
      />
    </Stack>
  )
}

/** Sent, failed and total as text and as a two-colour bar. */
export function CommunicationProgress({ item }: { item: Communication }) {
  const { t, language } = useCommunicationsTranslation()
  const digits = (n: number) => localizeDigits(String(n), language)
  const share = (n: number) => (item.Recipients > 0 ? (n / item.Recipients) * 100 : 0)
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" aria-label={t('list.progressLabel')}>
        <Progress.Section value={share(item.Sent)} color="green" />
        <Progress.Section value={share(item.Failed)} color="red" />
      </Progress.Root>
      <Text size="sm" data-testid="communication-progress">
        {t('list.progress', {
          sent: digits(item.Sent),
          failed: digits(item.Failed),
          total: digits(item.Recipients),
        })}
      </Text>
    </Stack>
  )
}

function CommunicationCard({
  item,
  showEvent,
  onOpen,
}: {
  item: Communication
  showEvent: boolean
  onOpen: () => void
}) {
  const { t, language } = useCommunicationsTranslation()
  return (
    <Card withBorder radius="md" padding="md" data-testid="communication-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {item.Subject ?? t('list.noSubject')}
            </Text>
            <Text size="xs" c="dimmed">
              {showEvent ? `${item.EventTitle} · ` : ''}
              {item.Channel === 'sms' ? t('form.sms') : t('form.email')} ·{' '}
              {formatDate(item.CreatedAt, DATE_TIME_SHOWN, { lang: language })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[item.Status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${item.Status}`)}
          </Badge>
        </Group>
        <CommunicationProgress item={item} />
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-md" onClick={onOpen}>
            {t('list.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
