import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { EventPageFrame, EventPageNotice } from '../../lib/event-page-frame.tsx'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { Pages } from '../../lib/paged-list.tsx'
import { countText, takaText } from '../../lib/price-format.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { SALES_PAGE_SIZE, sellsQuery, sellsSummaryQuery } from './api.ts'
import { useBoxOfficeRefusal } from './box-office-gate.ts'
import { ClosedDrawers } from './closed-drawers.tsx'
import { CloseDrawer } from './drawer-panel.tsx'
import { useBoxOfficeTranslation } from './locales/translation.ts'
import { SalesList } from './sales-list.tsx'
import { TakingsTable } from './takings-table.tsx'

/** /organization/event/{eventId}/sells: my cash sales and drawer; every seller's for organizers. */
export function SellsPage({ eventId }: { eventId: string }) {
  return <EventPageFrame eventId={eventId}>{(event) => <Sells event={event} />}</EventPageFrame>
}

function Sells({ event }: { event: Event }) {
  const { t, language } = useBoxOfficeTranslation()
  const { can, data: permissions } = usePermissions()
  const refusal = useBoxOfficeRefusal(event, 'own_sales_list', 'purchase_view')
  const seesAll = can(event.AccountID, 'purchase_view')
  const [scope, setScope] = useState<'mine' | 'everyone'>('mine')
  const [page, setPage] = useState(1)
  const everyone = seesAll && scope === 'everyone'
  const ready = Boolean(permissions) && !refusal
  const sales = useQuery({ ...sellsQuery(event.ID, page, everyone), enabled: ready })
  const summary = useQuery({ ...sellsSummaryQuery(event.ID, everyone), enabled: ready })
  const mine = useQuery({ ...sellsSummaryQuery(event.ID, false), enabled: ready })
  if (refusal) return <EventPageNotice>{refusal}</EventPageNotice>

  const pages = sales.data ? Math.ceil(sales.data.Total / SALES_PAGE_SIZE) : 0
  const myTakings = mine.data?.Sellers[0]
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('sells.title')}
        </Title>
        {can(event.AccountID, 'purchase_create_on_behalf') && (
          <Button component={Link} to={`/organization/event/${encodeURIComponent(event.ID)}/sell`} size="md">
            {t('sells.sell')}
          </Button>
        )}
      </Group>
      {seesAll && (
        <SegmentedControl
          value={scope}
          onChange={(value) => {
            setScope(value as typeof scope)
            setPage(1)
          }}
          data={[
            { value: 'mine', label: t('sells.mine') },
            { value: 'everyone', label: t('sells.everyone') },
          ]}
        />
      )}
      {can(event.AccountID, 'own_sales_list') && <CloseDrawer eventId={event.ID} mine={myTakings} />}
      {everyone && summary.data && <TakingsTable sellers={summary.data.Sellers} />}
      <Stack gap="xs">
        {sales.error && <LoadFailed error={sales.error} onRetry={() => void sales.refetch()} />}
        {!sales.data && !sales.error && <Skeleton height={120} radius="md" />}
        {sales.data && (
          <>
            <Text fw={600} aria-live="polite" data-testid="sales-summary">
              {t('sells.summary', {
                count: countText(sales.data.Total, language),
                amount: takaText(sales.data.Amount, language),
              })}
            </Text>
            {sales.data.Items.length === 0 ? (
              <Text c="dimmed">{t('sells.empty')}</Text>
            ) : (
              <SalesList
                eventId={event.ID}
                sales={sales.data.Items}
                showSeller={everyone}
                canVoid={can(event.AccountID, 'purchase_refund')}
              />
            )}
            <Pages pages={pages} value={Math.min(page, pages)} onChange={setPage} />
          </>
        )}
      </Stack>
      {summary.data && <ClosedDrawers drawers={summary.data.Drawers} showSeller={everyone} />}
    </Stack>
  )
}
