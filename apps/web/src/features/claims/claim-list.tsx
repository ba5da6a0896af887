import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ClaimStatus } from '@mela/shared/claim'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Pages, RowList } from '../../lib/paged-list.tsx'
import { CLAIMS_PAGE_SIZE, claimsQuery } from './api.ts'
import { bankLabel } from './claim-form.tsx'
import { useClaimsTranslation } from './locales/translation.ts'
import { taka } from './money.ts'

const COLORS: Record<ClaimStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'mela',
  rejected: 'red',
}

/** The organization's claims, newest first, with where each stands and why one was rejected. */
export function ClaimList({ accountId }: { accountId: string }) {
  const { t, language } = useClaimsTranslation()
  const [page, setPage] = useState(1)
  const { data } = useQuery(claimsQuery(accountId, page))
  const pages = Math.max(1, Math.ceil((data?.Total ?? 0) / CLAIMS_PAGE_SIZE))
  return (
    <Stack gap="xs" component="section" aria-labelledby="claim-list-title">
      <Title order={2} size="h3" id="claim-list-title">
        {t('list.title')}
      </Title>
      {data?.Items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <RowList>
        {data?.Items.map((claim) => (
          <Paper component="li" key={claim.ID} withBorder p="sm" data-testid="claim">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{taka(claim.Amount, language)}</Text>
                <Text size="sm" c="dimmed">
                  {bankLabel(claim.BankAccount)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('list.requestedAt', {
                    date: formatDate(claim.CreatedAt, DATE_TIME_SHOWN, { lang: language }),
                  })}
                </Text>
                {claim.Reason && <Text size="sm">{t('list.reason', { reason: claim.Reason })}</Text>}
              </div>
              <Badge
                color={COLORS[claim.Status]}
                variant="light"
                size="lg"
                c="var(--mantine-color-text)"
                style={{ flexShrink: 0 }}
              >
                {t(`status.${claim.Status}`)}
              </Badge>
            </Group>
          </Paper>
        ))}
      </RowList>
      <Pages
        pages={pages}
        value={page}
        onChange={setPage}
        size="lg"
        previous={t('list.previous')}
        next={t('list.next')}
      />
    </Stack>
  )
}
