import {
  Alert,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { Interval } from '@mela/shared/sales'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { DateField } from '../../lib/date-field.tsx'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { myOrganizationsQuery, organizationEventsQuery } from '../../lib/organization-queries.ts'
import { countText, takaText } from '../../lib/price-format.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { salesQuery } from './api.ts'
import { useSalesTranslation } from './locales/translation.ts'
import { ReportDownload } from './report-download.tsx'
import { SalesCharts } from './sales-charts.tsx'
import { filtersFromSearch, lastThirtyDays, type SalesFilters, searchOf } from './sales-filters.ts'
import { SalesTables } from './sales-tables.tsx'

/** /sales-analytics: an organization's (or one event's) sales over a range, as charts and tables. */
export function SalesAnalyticsPage() {
  const { t, language } = useSalesTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const { can, loaded } = usePermissions()
  const accounts = useQuery(myOrganizationsQuery())
  const choices = (accounts.data ?? []).filter((account) => can(account.ID, 'sales_analytics_view'))
  const linked = filtersFromSearch(location.search)
  const range = lastThirtyDays()
  const filters: SalesFilters = {
    ...linked,
    account: linked.account ?? choices[0]?.ID,
    from: linked.from ?? range.from,
    to: linked.to ?? range.to,
  }
  const change = (next: Partial<SalesFilters>) =>
    void navigate({ search: searchOf({ ...filters, ...next }) }, { replace: true })
  const events = useQuery({
    ...organizationEventsQuery(filters.account ?? '', 1, 100),
    enabled: Boolean(filters.account),
  })
  const sales = useQuery({
    ...salesQuery({
      AccountID: filters.account ?? '',
      EventID: filters.event,
      From: filters.from,
      To: filters.to,
      Interval: filters.interval,
    }),
    enabled: Boolean(filters.account),
  })

  const totals = sales.data?.Totals
  const figures = totals
    ? [
        [t('totals.gross'), takaText(totals.Gross, language)],
        [t('totals.net'), takaText(totals.Net, language)],
        [t('totals.refunded'), takaText(totals.Refunded, language)],
        [t('totals.fees'), takaText(totals.Fees, language)],
        [t('totals.tickets'), countText(totals.Tickets, language)],
        [t('totals.purchases'), countText(totals.Purchases, language)],
        [t('totals.checkedIn'), countText(totals.CheckedIn, language)],
      ]
    : []
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        {accounts.data && loaded && choices.length === 0 ? (
          <Alert color="yellow">{t('noOrganizations')}</Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label={t('organization')}
                allowDeselect={false}
                data={choices.map((account) => ({ value: account.ID, label: account.Name }))}
                value={filters.account ?? null}
                onChange={(value) => change({ account: value ?? undefined, event: undefined })}
              />
              <Select
                label={t('event')}
                placeholder={t('allEvents')}
                clearable
                data={(events.data?.Items ?? []).map((event) => ({ value: event.ID, label: event.Title }))}
                value={filters.event ?? null}
                onChange={(value) => change({ event: value ?? undefined })}
              />
              <DateField
                type="date"
                label={t('from')}
                value={filters.from ?? ''}
                max={filters.to}
                onChange={(event) => change({ from: event.currentTarget.value || undefined })}
              />
              <DateField
                type="date"
                label={t('to')}
                value={filters.to ?? ''}
                min={filters.from}
                onChange={(event) => change({ to: event.currentTarget.value || undefined })}
              />
            </SimpleGrid>
            <Group justify="space-between" align="flex-end">
              <SegmentedControl
                aria-label={t('interval.label')}
                value={filters.interval}
                onChange={(value) => change({ interval: value as Interval })}
                data={(['day', 'week', 'month'] as const).map((value) => ({
                  value,
                  label: t(`interval.${value}`),
                }))}
              />
              {filters.account && can(filters.account, 'purchase_view') && (
                <ReportDownload
                  accountId={filters.account}
                  eventId={filters.event}
                  from={filters.from}
                  to={filters.to}
                />
              )}
            </Group>
            {sales.error && <LoadFailed error={sales.error} onRetry={() => void sales.refetch()} />}
            {!sales.data && !sales.error && <Skeleton height={320} radius="md" />}
            {sales.data && (
              <>
                <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="sm">
                  {figures.map(([label, value]) => (
                    <Paper key={label} withBorder radius="md" p="sm">
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {label}
                      </Text>
                      <Text fw={700} fz="lg">
                        {value}
                      </Text>
                    </Paper>
                  ))}
                </SimpleGrid>
                {sales.data.Totals.Purchases === 0 ? (
                  <Text c="dimmed">{t('empty')}</Text>
                ) : (
                  <>
                    <SalesCharts sales={sales.data} />
                    <SalesTables sales={sales.data} />
                  </>
                )}
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  )
}
