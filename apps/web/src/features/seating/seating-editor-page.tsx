import { Skeleton } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { useQuery } from '@tanstack/react-query'
import { EventPageFrame, EventPageNotice } from '../../lib/event-page-frame.tsx'
import { eventTicketsQuery } from '../../lib/event-queries.ts'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { seatingQuery } from '../../lib/seat-map/seating-queries.ts'
import { seatedTicketIds } from '../../lib/ticket-picker/selection.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useSeatingTranslation } from './locales/translation.ts'
import { SeatingEditor } from './seating-editor.tsx'

/** /organization/event/{eventId}/seating: the event's seating plan editor (event_edit). */
export function SeatingEditorPage({ eventId }: { eventId: string }) {
  return <EventPageFrame eventId={eventId}>{(event) => <Loaded event={event} />}</EventPageFrame>
}

function Loaded({ event }: { event: Event }) {
  const { t } = useSeatingTranslation()
  const { can, loaded } = usePermissions()
  const tickets = useQuery(eventTicketsQuery(event.ID))
  // An event none of whose tickets has a seat has no plan yet: nothing to ask for (it would be a 404).
  const drawn = seatedTicketIds(tickets.data).size > 0
  const plan = useQuery({ ...seatingQuery(event.ID), enabled: drawn })
  if (loaded && !can(event.AccountID, 'event_edit'))
    return <EventPageNotice>{t('page.notAllowed')}</EventPageNotice>
  const error = tickets.error ?? plan.error
  if (error)
    return (
      <LoadFailed
        error={error}
        onRetry={() => {
          void tickets.refetch()
          void plan.refetch()
        }}
      />
    )
  if (!tickets.data || (drawn && plan.data === undefined)) return <Skeleton height={320} radius="md" />
  if (tickets.data.length === 0) return <EventPageNotice>{t('page.noTickets')}</EventPageNotice>
  return <SeatingEditor event={event} tickets={tickets.data} plan={drawn ? (plan.data ?? null) : null} />
}
