import { Stack, Text } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { localizeDigits } from '@mela/shared/digits'
import { ticketName } from '../../lib/localized.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { Availability } from './availability.tsx'
import { CatalogItem } from './catalog-item.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import { PriceText } from './price-text.tsx'

type Props = { tickets: Ticket[]; accountId: string; canManage: boolean }

/** An event's tickets: price, sold of capacity, and an edit button for those who manage tickets. */
export function TicketList({ tickets, accountId, canManage }: Props) {
  const { t, language } = useCatalogTranslation()
  return (
    <Stack gap="sm">
      {tickets.map((ticket) => (
        <CatalogItem
          key={ticket.ID}
          name={ticketName(ticket, language)}
          aside={
            <>
              <PriceText taka={ticket.Price} />
              <Availability sold={ticket.Sold} capacity={ticket.Capacity} />
            </>
          }
          edit={
            canManage
              ? {
                  label: t('tickets.editLabel', { name: ticketName(ticket, language) }),
                  onClick: () =>
                    openSidebar({ form: 'ticket', props: { eventId: ticket.EventId, accountId, ticket } }),
                }
              : undefined
          }
        >
          {ticket.LimitPerUser !== null && (
            <Text size="sm" c="dimmed">
              {t('tickets.limitPerUser', { count: localizeDigits(String(ticket.LimitPerUser), language) })}
            </Text>
          )}
          {ticket.Collectibles.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('tickets.collectibles', { names: ticket.Collectibles.map(({ Name }) => Name).join(', ') })}
            </Text>
          )}
          {ticket.URL && (
            <Text size="sm" c="dimmed">
              {t('tickets.joiningLink')}
            </Text>
          )}
          {ticket.Note && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ticket.Note}
            </Text>
          )}
        </CatalogItem>
      ))}
    </Stack>
  )
}
