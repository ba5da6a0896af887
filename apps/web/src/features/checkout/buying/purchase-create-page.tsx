import { Container, Stack } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { liveBundlesQuery, liveTicketsQuery } from '../../../lib/ticket-picker/picker-queries.ts'
import { eventFormQuery, eventQuery } from '../api.ts'
import { EventSummary } from '../event-summary.tsx'
import { PageState } from '../page-state.tsx'
import { CheckoutForm, type WaitlistOf } from './checkout-form.tsx'

type Props = { eventId: string; onSignIn: () => void; waitlistOf: WaitlistOf }

/** /purchase/create/event/{eventId}: the event, then everything needed to buy its tickets. */
export function PurchaseCreatePage({ eventId, onSignIn, waitlistOf }: Props) {
  const [event, tickets, bundles, form] = useQueries({
    queries: [
      eventQuery(eventId),
      liveTicketsQuery(eventId),
      liveBundlesQuery(eventId),
      eventFormQuery(eventId),
    ],
  })
  const error = event.error ?? tickets.error ?? bundles.error ?? form.error
  const ready = event.data && tickets.data && bundles.data && form.data

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {/* With the form, not before it: a summary arriving above the loader would push it down (a layout shift). */}
        {event.data && (ready || error) && (
          <EventSummary event={event.data} organizer={event.data.Account.Name} />
        )}
        {ready ? (
          <CheckoutForm
            event={event.data}
            tickets={tickets.data}
            bundles={bundles.data}
            fields={form.data}
            onSignIn={onSignIn}
            waitlistOf={waitlistOf}
          />
        ) : (
          <PageState error={error} />
        )}
      </Stack>
    </Container>
  )
}
