import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-error.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { offerLink, placeQuery } from './api.ts'
import { OfferCountdown } from './offer-countdown.tsx'
import { useWaitlistTranslation } from './translation.ts'
import type { KeptPlace } from './waitlist-place.ts'

type Props = {
  place: KeptPlace
  /** The sold-out ticket, as the reader names it. */
  ticket: string
  /** Until the place is read: whether the ticket is a seat of the plan (else counted, standing). */
  seated: boolean
  leaving: boolean
  onLeave: () => void
  /** The place no longer exists (left elsewhere), or its offer ended and the person may join again. */
  onGone: () => void
}

/**
 * A place this browser holds, as it stands now (read again every half minute): waiting and its number;
 * the offer made to it, with its time left and a button to take it (the offer link's own flow); taken;
 * or ended.
 */
export function WaitlistStanding({ place, ticket, seated, leaving, onLeave, onGone }: Props) {
  const { t, language } = useWaitlistTranslation()
  const navigate = useNavigate()
  const { data: state, error, refetch } = useQuery(placeQuery(place))
  const missing = error instanceof ApiError && error.status === 404
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the place turns out gone
  useEffect(() => {
    if (missing) onGone()
  }, [missing])
  const take = useMutation({ mutationFn: () => offerLink(place), onSuccess: (link) => navigate(link.Path) })
  const kind = (state?.Seated ?? seated) ? 'Seat' : 'Ticket'

  if (state?.Status === 'offered' && state.OfferExpiresAt)
    return (
      <Alert color="teal" title={t(`offer.title${kind}`)} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('waitlist.offerFor', { ticket })}</Text>
          <OfferCountdown until={state.OfferExpiresAt} onEnd={() => void refetch()} />
          <Button size="md" loading={take.isPending} onClick={() => take.mutate()}>
            {t(`offer.take${kind}`)}
          </Button>
          {take.error && <Text role="alert">{errorMessageOf(take.error)}</Text>}
        </Stack>
      </Alert>
    )
  if (state?.Status === 'claimed')
    return (
      <Text fw={600} role="status">
        {t('waitlist.claimed', { ticket })}
      </Text>
    )
  if (state && state.Status !== 'waiting')
    return (
      <Stack gap="xs" align="flex-start" role="status">
        <Text fw={600}>{t('waitlist.ended', { ticket })}</Text>
        <Button variant="default" size="md" onClick={onGone}>
          {t('waitlist.joinAgain')}
        </Button>
      </Stack>
    )
  const position = state?.Position ?? place.Position
  return (
    <Group justify="space-between" gap="xs" role="status">
      <Text fw={600}>
        {position === undefined
          ? t('waitlist.onList', { ticket })
          : t('waitlist.joined', { ticket, position: localizeDigits(String(position), language) })}
      </Text>
      <Button variant="default" size="md" loading={leaving} onClick={onLeave}>
        {t('waitlist.leave')}
      </Button>
    </Group>
  )
}
