import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { SeatingPlan } from '@mela/shared/seating'
import { seatName, sectionName } from './seat-label.ts'
import { useSeatMapTranslation } from './translation.ts'

type Props = {
  plan: SeatingPlan
  /** Each seated ticket's price, by ticket ID; a seat of a ticket not on sale here cannot be chosen. */
  prices: ReadonlyMap<string, number>
  chosen: ReadonlySet<string>
  onSeat: (seatId: string) => void
  language: Language
}

/**
 * Every seat without the map, by section and row, for keyboard and screen-reader users: each seat is a
 * toggle button named "Section B, row C, seat 12, ৳800.00"; taken seats are there, disabled.
 */
export function SeatList({ plan, prices, chosen, onSeat, language }: Props) {
  const { t } = useSeatMapTranslation()
  return (
    <Stack gap="md">
      {plan.Sections.map((section) => {
        const name = sectionName(section, language)
        return (
          <Stack key={section.ID} gap="xs" component="section" aria-label={name}>
            <Title order={3} size="h5">
              {name}
            </Title>
            {section.Rows.map((row) => {
              const rowName = t('list.row', { label: localizeDigits(row.Label, language) })
              return (
                <Group key={row.ID} gap={6} role="group" aria-label={`${name}, ${rowName}`} align="center">
                  <Text size="sm" c="dimmed" w={64} aria-hidden>
                    {rowName}
                  </Text>
                  {row.Seats.map((seat) => {
                    const price = prices.get(seat.TicketID)
                    const free = seat.Status === 'free' && price !== undefined
                    const place = { section: name, row: row.Label, seat: seat.Number }
                    const picked = chosen.has(seat.ID)
                    return (
                      <Button
                        key={seat.ID}
                        size="compact-sm"
                        miw={40}
                        variant={picked ? 'filled' : 'default'}
                        disabled={!free && !picked}
                        aria-pressed={picked}
                        aria-label={`${seatName(place, free || picked ? (price ?? 0) : null, language)}${seat.Accessible ? `, ${t('accessible')}` : ''}`}
                        onClick={() => onSeat(seat.ID)}
                      >
                        {seat.Accessible ? '♿' : ''}
                        {localizeDigits(seat.Number, language)}
                      </Button>
                    )
                  })}
                </Group>
              )
            })}
          </Stack>
        )
      })}
    </Stack>
  )
}
