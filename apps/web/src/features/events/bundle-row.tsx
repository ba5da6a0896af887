import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Bundle } from '@mela/shared/catalog'
import { localizeDigits } from '@mela/shared/digits'
import { priceText } from '../../lib/price-format.ts'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { bundle: Bundle; onEdit: () => void }

/** One bundle: its name, price, how many tickets it holds and how many bundles are left. */
export function BundleRow({ bundle, onEdit }: Props) {
  const { t, lang } = useEventsTranslation()
  const count = (value: number) => localizeDigits(String(value), lang)
  const tickets = bundle.Tickets.reduce((sum, line) => sum + line.Quantity, 0)
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={bundle.Name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {bundle.Name}
          </Text>
          <Text size="sm">{priceText(bundle.Price, lang)}</Text>
          <Text size="sm" c="dimmed">
            {t('tickets.bundleTickets', { tickets: count(tickets) })} ·{' '}
            {bundle.Available > 0
              ? t('tickets.bundleAvailable', { available: count(bundle.Available) })
              : t('tickets.soldOut')}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={t('tickets.editTicket', { name: bundle.Name })}
        >
          {t('tickets.edit')}
        </Button>
      </Group>
    </Paper>
  )
}
