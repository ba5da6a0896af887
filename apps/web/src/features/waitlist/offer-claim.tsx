import { Alert, Button } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { useMutation } from '@tanstack/react-query'
import { errorMessageOf } from '../../lib/notify.ts'
import { claimOffer } from './api.ts'
import { useWaitlistTranslation } from './translation.ts'

const offerOfLink = () => new URLSearchParams(window.location.search).get('offer') ?? undefined

/**
 * The waiting list's offer link opens the held purchase with `&offer=…`: a free seat is taken with one tap,
 * a paid one whose bKash page could not be made at offer time asks for it again.
 */
export function OfferClaim({
  purchase,
  onClaimed,
}: {
  purchase: Purchase
  onClaimed: (claimed: Purchase) => void
}) {
  const { t } = useWaitlistTranslation()
  const offer = offerOfLink()
  const claim = useMutation({ mutationFn: () => claimOffer(offer ?? ''), onSuccess: onClaimed })
  if (!offer || purchase.Status !== 'pending' || (purchase.PaymentURL && purchase.Total > 0)) return null
  // A seat of the plan is a seat; a standing crowd's ticket is a ticket.
  const kind = purchase.Items.some((item) => item.SeatID) ? 'Seat' : 'Ticket'
  return (
    <Alert color="teal" title={t(`offer.title${kind}`)}>
      <Button size="md" mt="xs" onClick={() => claim.mutate()} loading={claim.isPending}>
        {purchase.Total > 0 ? t(`offer.pay${kind}`) : t(`offer.take${kind}`)}
      </Button>
      {claim.error && <div role="alert">{errorMessageOf(claim.error)}</div>}
    </Alert>
  )
}
