import { Stack, Text } from '@mantine/core'
import type { Bundle, Ticket } from '@mela/shared/catalog'
import { localizeDigits } from '@mela/shared/digits'
import { ticketName } from '../../lib/localized.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { CatalogItem } from './catalog-item.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import { PriceText } from './price-text.tsx'

type Props = { bundles: Bundle[]; tickets: readonly Ticket[]; accountId: string; canManage: boolean }

/** An event's bundles: what each holds, its price and how many are left. */
export function BundleList({ bundles, tickets, accountId, canManage }: Props) {
  const { t, language } = useCatalogTranslation()
  const digits = (value: number) => localizeDigits(String(value), language)
  const nameOf = (id: string) => {
    const ticket = tickets.find((entry) => entry.ID === id)
    return ticket ? ticketName(ticket, language) : ''
  }
  return (
    <Stack gap="sm">
      {bundles.map((bundle) => (
        <CatalogItem
          key={bundle.ID}
          name={bundle.Name}
          aside={
            <Stack gap={0} align="flex-end">
              <PriceText taka={bundle.Price} />
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('bundles.available', { count: digits(bundle.Available) })}
              </Text>
            </Stack>
          }
          edit={
            canManage
              ? {
                  label: t('bundles.editLabel', { name: bundle.Name }),
                  onClick: () =>
                    openSidebar({ form: 'bundle', props: { eventId: bundle.EventID, accountId, bundle } }),
                }
              : undefined
          }
        >
          <Text size="sm" c="dimmed">
            {bundle.Tickets.map((entry) =>
              t('bundles.contents', { quantity: digits(entry.Quantity), ticket: nameOf(entry.TicketID) }),
            ).join(' · ')}
          </Text>
          {bundle.Note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {bundle.Note}
            </Text>
          )}
        </CatalogItem>
      ))}
    </Stack>
  )
}
