import { Badge, Group, Stack, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { availabilityOf, formatPrice } from '../price.ts'

type Props = { name: string; price: number; available: number; note?: string | null; limit?: number | null }

/** One ticket type or bundle: its name, price in ৳ and how many are left. */
export function TicketOption({ name, price, available, note, limit }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const availability = availabilityOf(available)
  const digits = (value: number) => localizeDigits(String(value), lang)
  return (
    <Stack gap={2} component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          td={availability.state === 'soldOut' ? 'line-through' : undefined}
        >
          {name}
        </Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {price === 0 ? t('tickets.free') : formatPrice(price, lang)}
        </Text>
      </Group>
      <Group gap="xs">
        {availability.state === 'soldOut' && (
          <Badge color="red" variant="light">
            {t('tickets.soldOut')}
          </Badge>
        )}
        {availability.state === 'few' && (
          <Badge color="orange" variant="light">
            {t('tickets.onlyLeft', { count: availability.left, left: digits(availability.left) })}
          </Badge>
        )}
        {limit && availability.state !== 'soldOut' && (
          <Text size="xs" c="dimmed">
            {t('tickets.limit', { limit: digits(limit) })}
          </Text>
        )}
      </Group>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  )
}
