import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ticketName } from '../../lib/localized.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { Pages, RowList } from '../../lib/paged-list.tsx'
import { useRedeemTranslation } from './locales/redeem/translation.ts'
import { REDEMPTIONS_PAGE_SIZE, redemptionsQuery } from './redeem-api.ts'

/** The event's redemptions, newest first, a page at a time: what was handed over, for which seat, by whom. */
export function RedemptionList({ eventId }: { eventId: string }) {
  const { t, language: lang } = useRedeemTranslation()
  const [page, setPage] = useState(1)
  const { data, error, isPending, isPlaceholderData } = useQuery(redemptionsQuery(eventId, page))
  const pages = data ? Math.ceil(data.Total / REDEMPTIONS_PAGE_SIZE) : 0
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang })

  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-redemptions">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3" id="recent-redemptions">
          {t('list.title')}
        </Title>
        {data && data.Total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { total: localizeDigits(String(data.Total), lang) })}
          </Text>
        )}
      </Group>
      {isPending && <Skeleton height={72} radius="md" />}
      {error && <Alert color="red">{errorMessageOf(error)}</Alert>}
      {data?.Total === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <RowList busy={isPlaceholderData}>
        {data?.Items.map((redemption) => (
          <Paper component="li" key={redemption.ID} withBorder radius="md" p="sm">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {redemption.CollectibleName}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ticketName(redemption, lang)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.when', { time: time(redemption.RedeemedAt), name: redemption.RedeemedBy ?? '' })}
            </Text>
          </Paper>
        ))}
      </RowList>
      <Pages pages={pages} value={page} onChange={setPage} size="lg" aria-label={t('list.pages')} />
    </Stack>
  )
}
