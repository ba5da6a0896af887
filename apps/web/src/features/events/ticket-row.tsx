import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { localizeDigits } from '@mela/shared/digits'
import { priceText } from '../../lib/price-format.ts'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { ticket: Ticket; onEdit: () => void }

/** One ticket type: its name, price, and how many seats are left of how many. */
export function TicketRow({ ticket, onEdit }: Props) {
  const { t, lang } = useEventsTranslation()
  const name = `${ticket.Section} · ${ticket.Category}`
  const count = (value: number) => localizeDigits(String(value), lang)
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm">{priceText(ticket.Price, lang)}</Text>
          <Group gap="xs">
            {ticket.Available > 0 ? (
              <Text size="sm" c="dimmed">
                {t('tickets.available', {
                  available: count(ticket.Available),
                  capacity: count(ticket.Capacity),
                })}
              </Text>
            ) : (
              <Badge color="red" variant="light">
                {t('tickets.soldOut')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('tickets.sold', { sold: count(ticket.Sold) })}
            </Text>
          </Group>
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={t('tickets.editTicket', { name })}
        >
          {t('tickets.edit')}
        </Button>
      </Group>
    </Paper>
  )
}
