import { CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import { priceText } from '../price-format.ts'
import type { PlacedSeat } from './plan-seats.ts'
import { seatLabel, sectionName } from './seat-label.ts'
import { useSeatMapTranslation } from './translation.ts'

type Props = {
  seats: PlacedSeat[]
  prices: ReadonlyMap<string, number>
  onRemove: (seatId: string) => void
  language: Language
  /** Best-available seats asked for: the server chooses them once the order is held. */
  bestCount?: number
  /** Where seats are being picked, so the hint points there: the drawn plan or the list of seats. */
  view: 'map' | 'list'
}

/** The seat's place as a buyer reads it: "Section B · Row C · Seat 12". */
export const placeLabel = ({ section, row, seat }: PlacedSeat, language: Language) =>
  seatLabel({ section: sectionName(section, language), row: row.Label, seat: seat.Number }, language)

/**
 * The seats picked so far, each with its price and a button to let it go; best-available seats are
 * counted, not named, as nobody knows them until they are held.
 */
export function ChosenSeats({ seats, prices, onRemove, language, view, bestCount = 0 }: Props) {
  const { t } = useSeatMapTranslation()
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="chosen-seats-title">
      <Stack gap={6}>
        <Title order={3} size="h5" id="chosen-seats-title">
          {t('chosen.title')}
        </Title>
        {seats.length === 0 && bestCount === 0 && (
          <Text size="sm" c="dimmed">
            {t(view === 'map' ? 'chosen.none' : 'chosen.noneInList')}
          </Text>
        )}
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-live="polite">
          {seats.map((placed) => {
            const label = placeLabel(placed, language)
            return (
              <Group key={placed.seat.ID} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">
                  {t('chosen.line', {
                    seat: `${placed.seat.Accessible ? '♿ ' : ''}${label}`,
                    price: priceText(prices.get(placed.seat.TicketID) ?? 0, language),
                  })}
                </Text>
                <CloseButton
                  size="lg"
                  aria-label={t('chosen.remove', { seat: label })}
                  onClick={() => onRemove(placed.seat.ID)}
                />
              </Group>
            )
          })}
        </Stack>
        {bestCount > 0 && (
          <Text size="sm" data-testid="best-count">
            {t('chosen.best', { count: bestCount, n: localizeDigits(String(bestCount), language) })}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
