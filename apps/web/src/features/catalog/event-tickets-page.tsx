import type { Event } from '@mela/shared/event'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EventPageFrame, EventPageNotice } from '../../lib/event-page-frame.tsx'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { bundlesQuery, ticketsQuery } from './api.ts'
import { BundleList } from './bundle-list.tsx'
import { CatalogSection } from './catalog-section.tsx'
import { useCatalogTranslation } from './locales/translation.ts'
import './sidebar-forms.ts'
import { TicketList } from './ticket-list.tsx'
import { useCatalogRefresh } from './use-catalog-refresh.ts'

/** The event's waiting list below its tickets, for those who may see purchases (given by the route). */
type WaitlistOf = (eventId: string, canEdit: boolean) => ReactNode

/** /organization/event/{eventId}/ticket: the event's tickets and bundles. */
export function EventTicketsPage({ eventId, waitlistOf }: { eventId: string; waitlistOf: WaitlistOf }) {
  return (
    <EventPageFrame eventId={eventId}>
      {(event) => <TicketsAndBundles event={event} waitlistOf={waitlistOf} />}
    </EventPageFrame>
  )
}

function TicketsAndBundles({ event, waitlistOf }: { event: Event; waitlistOf: WaitlistOf }) {
  const { t } = useCatalogTranslation()
  const { can, loaded } = usePermissions()
  const manage = can(event.AccountID, 'ticket_manage')
  const view = manage || can(event.AccountID, 'ticket_view')
  const tickets = useQuery({ ...ticketsQuery(event.ID), enabled: view })
  const bundles = useQuery({ ...bundlesQuery(event.ID), enabled: view })
  // A ticket's sales and capacity change what its bundles still allow.
  useCatalogRefresh('ticket:new', event.ID, 'tickets')
  useCatalogRefresh('ticket:edit', event.ID, 'tickets')
  useCatalogRefresh('ticket:edit', event.ID, 'bundles')
  useCatalogRefresh('bundle:new', event.ID, 'bundles')
  useCatalogRefresh('bundle:edit', event.ID, 'bundles')
  if (loaded && !view) return <EventPageNotice>{t('page.notAllowed')}</EventPageNotice>

  const props = { eventId: event.ID, accountId: event.AccountID }
  const ticketList = tickets.data ?? []
  return (
    <>
      <CatalogSection
        title={t('tickets.title')}
        intro={t('tickets.intro', { title: event.Title })}
        add={
          manage
            ? { label: t('tickets.add'), onClick: () => openSidebar({ form: 'ticket', props }) }
            : undefined
        }
        query={tickets}
        empty={t('tickets.empty')}
      >
        {(items) => <TicketList tickets={items} accountId={event.AccountID} canManage={manage} />}
      </CatalogSection>
      <CatalogSection
        level={2}
        title={t('bundles.title')}
        intro={t('bundles.intro')}
        add={
          manage
            ? {
                label: t('bundles.add'),
                onClick: () => openSidebar({ form: 'bundle', props }),
                disabled: ticketList.length === 0,
              }
            : undefined
        }
        query={bundles}
        empty={ticketList.length === 0 ? t('bundles.emptyNoTickets') : t('bundles.empty')}
      >
        {(items) => (
          <BundleList bundles={items} tickets={ticketList} accountId={event.AccountID} canManage={manage} />
        )}
      </CatalogSection>
      {can(event.AccountID, 'purchase_view') && waitlistOf(event.ID, can(event.AccountID, 'event_edit'))}
    </>
  )
}
