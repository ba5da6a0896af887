import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import type { SeatCollectible } from '@mela/shared/redemption'
import { IconAlertTriangle, IconCircleCheck, IconGift } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessageOf } from '../../lib/notify.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { useRedeemTranslation } from './locales/redeem/translation.ts'
import { redeem } from './redeem-api.ts'
import { isAlreadyRedeemed } from './redeem-errors.ts'
import type { ScannedTicket } from './redeem-scan.ts'

type Props = { eventId: string; ticket: ScannedTicket; collectible: SeatCollectible }

/** One collectible of the seat: Redeem while it is not handed over, then when and by whom it was. */
export function CollectibleRow({ eventId, ticket, collectible }: Props) {
  const { t, language: lang } = useRedeemTranslation()
  const queryClient = useQueryClient()
  const hand = useMutation({
    mutationFn: () =>
      redeem({ PurchaseItemID: ticket.itemId, CollectibleID: collectible.ID, Code: ticket.code }),
    // Handed over here or by another phone: either way the seat and the list are stale now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.redemptions(eventId) }),
  })
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang })
  const already = isAlreadyRedeemed(hand.error)
  const redeemedAt = collectible.RedeemedAt

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={redeemedAt ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {redeemedAt ? (
            <IconCircleCheck
              size={28}
              color="var(--mantine-color-green-text)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
          ) : (
            <IconGift size={28} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
              {collectible.Name}
            </Text>
            {collectible.Description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {collectible.Description}
              </Text>
            )}
            {redeemedAt && (
              <Text fw={600} c="var(--mantine-color-green-text)">
                {collectible.RedeemedBy
                  ? t('seat.redeemedBy', { time: time(redeemedAt), name: collectible.RedeemedBy })
                  : t('seat.redeemedAt', { time: time(redeemedAt) })}
              </Text>
            )}
          </Stack>
        </Group>
        {hand.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {t('seat.handedOver', { name: collectible.Name })}
          </Alert>
        )}
        {hand.error && (
          <Alert
            color={already ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
          >
            <Text fw={700} fz="lg">
              {already && redeemedAt
                ? t('seat.alreadyRedeemed', { time: time(redeemedAt) })
                : errorMessageOf(hand.error)}
            </Text>
          </Alert>
        )}
        {!redeemedAt && !hand.isSuccess && (
          <Button
            size="xl"
            fullWidth
            loading={hand.isPending}
            onClick={() => hand.mutate()}
            aria-label={t('seat.redeemAria', { name: collectible.Name })}
          >
            {t('seat.redeem')}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
