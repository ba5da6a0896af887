import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Pages, RowList } from '../../../lib/paged-list.tsx'
import { PdfDownloadButton } from '../../../lib/pdf-download-button.tsx'
import { countText } from '../../../lib/price-format.ts'
import { EVENT_PURCHASES_PAGE_SIZE, eventPurchasesQuery, eventQuery } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PageState } from '../page-state.tsx'
import { PurchaseFiltersBar } from './purchase-filters-bar.tsx'
import { PurchaseRow } from './purchase-row.tsx'
import { usePurchaseFilters } from './use-purchase-filters.ts'

/** /organization/event/{eventId}/purchases: who bought, in what state, a page at a time (purchase_view). */
export function EventPurchasesPage({ eventId }: { eventId: string }) {
  const { t, language: lang } = useCheckoutTranslation()
  const [filters, setFilters] = usePurchaseFilters()
  // Only for the heading; the list does not wait for it.
  const event = useQuery(eventQuery(eventId))
  const { data, error, isPending, isPlaceholderData } = useQuery(eventPurchasesQuery(eventId, filters))
  const pages = data ? Math.ceil(data.Total / EVENT_PURCHASES_PAGE_SIZE) : 0
  const filtered = Boolean(filters.status || filters.search)

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={`/organization/event/${encodeURIComponent(eventId)}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('eventPurchases.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{t('eventPurchases.title')}</Title>
            {event.data && (
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {event.data.Title}
              </Text>
            )}
          </Stack>
          {/* For the night the network fails: every valid ticket on paper, with a box to tick. */}
          <PdfDownloadButton
            path={`/event/${encodeURIComponent(eventId)}/door-list.pdf`}
            query={{ lang }}
            fileName={`door-list-${eventId.slice(0, 8).toUpperCase()}.pdf`}
            label={t('eventPurchases.doorList')}
          />
        </Group>
        <PurchaseFiltersBar filters={filters} onChange={setFilters} />
        {isPending && <Skeleton height={96} radius="md" />}
        {error && <PageState error={error} />}
        {data && data.Total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('eventPurchases.found', { total: countText(data.Total, lang) })}
          </Text>
        )}
        {data?.Items.length === 0 && (
          <Text c="dimmed">{filtered ? t('eventPurchases.noMatch') : t('eventPurchases.empty')}</Text>
        )}
        <RowList aria-label={t('eventPurchases.list')} busy={isPlaceholderData}>
          {data?.Items.map((purchase) => (
            <PurchaseRow key={purchase.ID} purchase={purchase} />
          ))}
        </RowList>
        <Pages
          pages={pages}
          value={Math.min(filters.page, pages)}
          onChange={(page) => setFilters({ page })}
          size="sm"
          aria-label={t('eventPurchases.pagination')}
        />
      </Stack>
    </Container>
  )
}
