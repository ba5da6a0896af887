import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { translateError } from '../error-text.ts'
import { countText, takaText } from '../price-format.ts'
import { QuantityStepper } from './quantity-stepper.tsx'
import { useTicketPickerTranslation } from './translation.ts'

// Below this many seats the line says how few are left, so a buyer knows to hurry.
const FEW_LEFT = 10

type Props = {
  name: string
  price: number
  note?: string | null
  /** A bundle's seats, e.g. "4 × Gallery Regular". */
  contents?: string
  /** Seats left now; 0 is sold out. */
  available: number
  /** The most this buyer may pick now (seats left and the per-person limit). */
  max: number
  limitPerUser?: number | null
  /** Sold out only because seats sit in other carts: when the first of those holds ends. */
  cartsFreeAt?: string | null
  value: number
  onChange: (value: number) => void
  /** A seated ticket (reserved seating): bought by picking seats on the plan, not by a count. */
  seated?: boolean
  /** A bundle with seated tickets: its seats are chosen side by side for the buyer. */
  seatsTogether?: boolean
  /** "ticket:{id}" or "bundle:{id}": where the rendered checkout's script finds this line's stepper. */
  lineKey?: string
}

const minutesUntil = (at: string) => Math.max(1, Math.ceil((Date.parse(at) - Date.now()) / 60_000))

/** One ticket or bundle in the picker: name, price, what is left, and its stepper. */
export function PickerLine({
  name,
  price,
  note,
  contents,
  available,
  max,
  limitPerUser,
  cartsFreeAt,
  value,
  onChange,
  seated = false,
  seatsTogether = false,
  lineKey,
}: Props) {
  const { t, language } = useTicketPickerTranslation()
  const soldOut = available <= 0
  return (
    <Paper
      withBorder
      p="sm"
      opacity={soldOut ? 0.6 : 1}
      aria-disabled={soldOut || undefined}
      data-line={lineKey}
    >
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm">{price === 0 ? t('free') : takaText(price, language)}</Text>
          {contents && <Text size="xs">{contents}</Text>}
          {seatsTogether && (
            <Text size="xs" c="dimmed">
              {t('seatsTogether')}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {note}
            </Text>
          )}
          {!soldOut && available <= FEW_LEFT && (
            <Text size="xs" fw={600}>
              {t('fewLeft', { n: countText(available, language) })}
            </Text>
          )}
          {soldOut && cartsFreeAt && (
            <Text size="xs" fw={600}>
              {translateError(
                'SEATS_IN_CARTS',
                { minutes: countText(minutesUntil(cartsFreeAt), language) },
                '',
              )}
            </Text>
          )}
          {!soldOut && limitPerUser && (
            <Text size="xs" c="dimmed">
              {t('limit', { n: countText(limitPerUser, language) })}
            </Text>
          )}
        </Stack>
        {soldOut ? (
          <Badge color="gray" variant="light" size="lg" style={{ flexShrink: 0 }}>
            {t('soldOut')}
          </Badge>
        ) : seated ? (
          <Text size="xs" c="dimmed" ta="end" maw={120}>
            {t('seated')}
          </Text>
        ) : (
          <QuantityStepper name={name} value={value} max={max} onChange={onChange} />
        )}
      </Group>
    </Paper>
  )
}
