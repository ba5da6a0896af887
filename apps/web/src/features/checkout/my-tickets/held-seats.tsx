import { Paper, Stack, Text, Title } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { Fragment } from 'react'
import { HeldSeatsMapOnDemand } from '../../../lib/seat-map/lazy-held-seats-map.tsx'
import { seatRunLabels } from '../../../lib/seat-map/seat-label.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

/**
 * A held order's seats before it is paid: where they are, row by row ("Section Stalls · Row C · Seat 5–6")
 * and marked on the hall's plan. For seats the server chose (best available, a bundle) this is where the
 * buyer first learns them, so they decide to pay knowing where they will sit.
 */
export function HeldSeats({ purchase }: { purchase: Purchase }) {
  const { t, language } = useCheckoutTranslation()
  const seatIds = purchase.Items.flatMap((item) => (item.SeatID ? [item.SeatID] : []))
  if (seatIds.length === 0) return null
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="held-seats-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="held-seats-title">
          {t('view.heldSeats')}
        </Title>
        {seatRunLabels(purchase.Items, language).map((label) => (
          <Text key={label} fw={600} data-testid="held-seats">
            {/* "Seat 5–6" never breaks in two on a narrow phone; the label breaks between its parts. */}
            {label.split(' · ').map((part, i) => (
              <Fragment key={part}>
                {i > 0 && ' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
              </Fragment>
            ))}
          </Text>
        ))}
        <HeldSeatsMapOnDemand eventId={purchase.Event.ID} seatIds={seatIds} />
      </Stack>
    </Paper>
  )
}
