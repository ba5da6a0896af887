import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconTicket } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { ticketName } from '../../lib/localized.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { useRedeemTranslation } from './locales/redeem/translation.ts'
import { redeemableSeatQuery } from './redeem-api.ts'
import { CollectibleRow } from './redeem-collectible-row.tsx'
import type { ScannedTicket } from './redeem-scan.ts'

type Props = { eventId: string; ticket: ScannedTicket }

/** The scanned seat, large: whose it is and each collectible it carries, with one tap to hand it over. */
export function RedeemSeat({ eventId, ticket }: Props) {
  const { t, language } = useRedeemTranslation()
  const seat = useQuery(redeemableSeatQuery(eventId, ticket.itemId, ticket.code))
  if (seat.isPending) return <Skeleton height={200} radius="md" />
  if (seat.error)
    return (
      <Alert color="red" variant="light" role="alert" title={errorMessageOf(seat.error)}>
        {t('seat.another')}
      </Alert>
    )
  const { FirstName, Collectibles } = seat.data
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('seat.label')}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            <IconTicket size={22} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {ticketName(seat.data, language)}
          </Title>
          {FirstName && <Text size="lg">{t('seat.holder', { name: FirstName })}</Text>}
        </Stack>
        {Collectibles.length === 0 ? (
          <Text c="dimmed">{t('seat.none')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('seat.collectibles')}
          >
            {Collectibles.map((collectible) => (
              <CollectibleRow
                key={collectible.ID}
                eventId={eventId}
                ticket={ticket}
                collectible={collectible}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
