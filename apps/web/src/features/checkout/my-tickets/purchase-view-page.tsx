import { Alert, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import type { Purchase } from '@mela/shared/purchase'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useReducer } from 'react'
import { ApiError } from '../../../lib/api-error.ts'
import { useSession } from '../../../lib/session.ts'
import { purchaseQuery } from '../api.ts'
import { EventSummary } from '../event-summary.tsx'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PageState } from '../page-state.tsx'
import { purchasePaymentName } from '../payment-names.ts'
import { PurchaseStatusBadge } from '../purchase-status-badge.tsx'
import { QuoteSummary } from '../quote-summary.tsx'
import { ticketsOfItems } from '../ticket-names.ts'
import { CalendarLink } from './calendar-link.tsx'
import { EndedPanel } from './ended-panel.tsx'
import { HeldSeats } from './held-seats.tsx'
import { LineSeats } from './line-seats.tsx'
import { LinksOff } from './links-off.tsx'
import { PendingPanel } from './pending-panel.tsx'
import { rememberedAccess } from './remembered-access.ts'
import { SignInNeeded } from './sign-in-needed.tsx'
import { TicketsSection } from './tickets-section.tsx'

type Props = {
  purchaseId: string
  access?: string
  /** Opened with My tickets' Print: the tickets' print dialog opens at once, then onPrinted. */
  printNow?: boolean
  onPrinted?: () => void
  onSignIn: () => void
  /** What a holder may do with paid seats: pass one on, cancel (the waiting list's piece, from the route). */
  seatActionsOf: (purchase: Purchase) => ReactNode
  /** Taking a seat offered from the waiting list (the waiting list's piece, from the route). */
  offerOf: (purchase: Purchase, onClaimed: (claimed: Purchase) => void) => ReactNode
}

// Another account's purchase answers 404 like a missing one; both mean "not yours from here".
const notYours = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404)

/** /purchase/view/{id}: the buyer's tickets, or the state of their order while it is not paid. */
export function PurchaseViewPage({
  purchaseId,
  access: linkAccess,
  printNow,
  onPrinted,
  onSignIn,
  seatActionsOf,
  offerOf,
}: Props) {
  const { t, language } = useCheckoutTranslation()
  const access = rememberedAccess(purchaseId, linkAccess)
  const signedIn = Boolean(useSession().user)
  const queryClient = useQueryClient()
  const {
    data: purchase,
    error,
    refetch,
  } = useQuery({
    ...purchaseQuery(purchaseId, access),
    enabled: signedIn || access !== undefined,
  })
  // The page decides "expired" from the clock; the hold timer's end re-renders it (and re-reads).
  const [, holdEnded] = useReducer((count: number) => count + 1, 0)

  if ((!signedIn && access === undefined) || notYours(error)) {
    return (
      <Container size="sm" py="xl">
        <SignInNeeded onSignIn={onSignIn} />
      </Container>
    )
  }
  if (!purchase) {
    return (
      <Container size="lg" py="xl">
        <PageState error={error} />
      </Container>
    )
  }

  const expired =
    purchase.Status === 'expired' ||
    (purchase.Status === 'pending' && new Date(purchase.ExpiresAt) <= new Date())
  // Paid, but the gateway called the payment risky: the seats are kept and the tickets wait for the check.
  const inReview = purchase.Status === 'paid' && purchase.PaymentStatus === 'review'
  const paid = purchase.Status === 'paid' && !inReview
  const paidWith =
    (purchase.Status === 'paid' || purchase.Status === 'refunded') && purchasePaymentName(purchase, language)
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <EventSummary event={purchase.Event} />
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3">
            {t('view.title')}
          </Title>
          <PurchaseStatusBadge
            status={purchase.Status}
            paymentStatus={purchase.PaymentStatus}
            expiresAt={purchase.ExpiresAt}
          />
        </Group>
        {inReview && (
          <Alert color="yellow" variant="light" title={t('view.reviewTitle')}>
            {t('view.reviewText')}
          </Alert>
        )}
        {paid && (
          <TicketsSection purchase={purchase} access={access} printNow={printNow} onPrinted={onPrinted} />
        )}
        {paid && <CalendarLink eventId={purchase.Event.ID} />}
        {paid && seatActionsOf(purchase)}
        {/* Only the signed-in holder may (the API refuses a link's bearer and the event's organizers). */}
        {paid && signedIn && purchase.ViewerIsHolder && <LinksOff purchaseId={purchase.ID} />}
        {purchase.Status === 'pending' &&
          !expired &&
          // The claim answers the paid purchase: shown as it is, since the confirmation mail's new link
          // may already have replaced the offer link's token a re-read would use.
          offerOf(purchase, (claimed) =>
            queryClient.setQueryData(purchaseQuery(purchaseId, access).queryKey, claimed),
          )}
        {purchase.Status === 'pending' && !expired && <HeldSeats purchase={purchase} />}
        {purchase.Status === 'pending' && !expired && (
          <PendingPanel
            purchase={purchase}
            access={access}
            onExpire={() => {
              holdEnded()
              void refetch()
            }}
          />
        )}
        {purchase.Status !== 'paid' && (expired || purchase.Status !== 'pending') && (
          <EndedPanel purchase={purchase} expired={expired} />
        )}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={520}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('view.breakdown')}
            </Title>
            <QuoteSummary
              quote={purchase}
              tickets={ticketsOfItems(purchase.Items)}
              below={(line) => <LineSeats line={line} items={purchase.Items} />}
            />
            <Text size="xs" c="dimmed">
              {t('view.orderedAt', {
                time: formatDate(purchase.CreatedAt, DATE_TIME_SHOWN, { lang: language }),
              })}
              {paidWith && ` · ${t('view.paidWith', { method: paidWith })}`}
              {purchase.TrxID && ` · ${t('view.trxId', { id: purchase.TrxID })}`}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  )
}
