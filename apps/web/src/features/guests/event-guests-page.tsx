import { Alert, Stack, Tabs } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { EventPageFrame, EventPageHeading } from '../../lib/event-page-frame.tsx'
import { eventKeys } from '../../lib/query-keys.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { useSearchedPages } from '../../lib/use-searched-pages.ts'
import { addGuest, guestListQuery } from './api.ts'
import { GuestForm } from './guest-form.tsx'
import { GuestImport } from './guest-import.tsx'
import { GuestLinks } from './guest-links.tsx'
import { GuestList } from './guest-list.tsx'
import { useGuestsTranslation } from './locales/translation.ts'

/** /organization/event/{eventId}/guest: the event's guest list, adding and importing guests, promoters' links. */
export function EventGuestsPage({ eventId }: { eventId: string }) {
  return (
    <EventPageFrame eventId={eventId} back="event">
      {(event) => <Guests event={event} />}
    </EventPageFrame>
  )
}

function Guests({ event }: { event: Event }) {
  const { t } = useGuestsTranslation()
  const queryClient = useQueryClient()
  const { can, loaded } = usePermissions()
  const manage = can(event.AccountID, 'guest_manage')
  const view = manage || can(event.AccountID, 'guest_list_view')
  const paging = useSearchedPages()
  const [tab, setTab] = useState<string | null>('list')
  const list = useQuery({ ...guestListQuery(event.ID, paging.page, paging.search.trim()), enabled: view })
  if (loaded && !view) return <Alert color="yellow">{t('page.notAllowed')}</Alert>
  const tickets = list.data?.Tickets ?? []
  const noTickets = list.data !== undefined && tickets.length === 0

  return (
    <Stack gap="md">
      <EventPageHeading title={t('page.title')} intro={t('page.intro', { title: event.Title })} />
      {manage && noTickets && <Alert color="yellow">{t('page.noTickets')}</Alert>}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="list">{t('tabs.list')}</Tabs.Tab>
          {manage && !noTickets && <Tabs.Tab value="add">{t('tabs.add')}</Tabs.Tab>}
          {manage && !noTickets && <Tabs.Tab value="import">{t('tabs.import')}</Tabs.Tab>}
          {manage && <Tabs.Tab value="links">{t('tabs.links')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <GuestList query={list} paging={paging} canRemove={manage} />
        </Tabs.Panel>
        <Tabs.Panel value="add" pt="md">
          <GuestForm
            tickets={tickets}
            submit={(details) => addGuest({ ...details, EventID: event.ID })}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: eventKeys.one(event.ID) })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="import" pt="md">
          <GuestImport eventId={event.ID} tickets={tickets} />
        </Tabs.Panel>
        <Tabs.Panel value="links" pt="md">
          <GuestLinks eventId={event.ID} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
