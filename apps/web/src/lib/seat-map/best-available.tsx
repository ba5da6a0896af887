import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { priceText } from '../price-format.ts'
import { QuantityStepper } from '../ticket-picker/quantity-stepper.tsx'
import { useSeatMapTranslation } from './translation.ts'

export type SeatedTicket = { ID: string; name: string; Price: number; max: number }

type Props = {
  tickets: SeatedTicket[]
  best: Record<string, number>
  onChange: (best: Record<string, number>) => void
  language: Language
}

/** "Best available": how many seats of which category; the server picks them side by side. */
export function BestAvailable({ tickets, best, onChange, language }: Props) {
  const { t } = useSeatMapTranslation()
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="best-available-title">
      <Stack gap={6}>
        <Title order={3} size="h5" id="best-available-title">
          {t('best.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('best.note')}
        </Text>
        {tickets.map((ticket) => (
          <Group key={ticket.ID} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ticket.name} · {priceText(ticket.Price, language)}
            </Text>
            <QuantityStepper
              name={t('best.of', { name: ticket.name })}
              value={best[ticket.ID] ?? 0}
              max={ticket.max}
              onChange={(quantity) => onChange({ ...best, [ticket.ID]: quantity })}
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}
