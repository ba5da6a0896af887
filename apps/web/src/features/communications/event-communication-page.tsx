import { Alert, Stack, Tabs } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { EventPageFrame, EventPageHeading } from '../../lib/event-page-frame.tsx'
import { communicationKeys } from '../../lib/query-keys.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { communicationsQuery, communicationTicketsQuery } from './api.ts'
import { CommunicationDetail } from './communication-detail.tsx'
import { CommunicationList } from './communication-list.tsx'
import { ComposeForm } from './compose-form.tsx'
import { useCommunicationsTranslation } from './locales/translation.ts'

/** /organization/event/{eventId}/communication: write to the event's buyers and follow what was sent. */
export function EventCommunicationPage({ eventId }: { eventId: string }) {
  return (
    <EventPageFrame eventId={eventId} back="event" size="lg">
      {(event) => <Messages event={event} />}
    </EventPageFrame>
  )
}

function Messages({ event }: { event: Event }) {
  const { t } = useCommunicationsTranslation()
  const queryClient = useQueryClient()
  const { can, loaded } = usePermissions()
  const allowed = can(event.AccountID, 'bulk_message_manage')
  const [tab, setTab] = useState<string | null>('compose')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const tickets = useQuery({ ...communicationTicketsQuery(event.ID), enabled: allowed })
  const list = useQuery({ ...communicationsQuery({ EventID: event.ID }, page), enabled: allowed })
  if (loaded && !allowed) return <Alert color="yellow">{t('page.notAllowed')}</Alert>
  return (
    <Stack gap="md">
      <EventPageHeading title={t('page.title')} intro={t('page.intro', { title: event.Title })} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="compose">{t('tabs.compose')}</Tabs.Tab>
          <Tabs.Tab value="sent">{t('tabs.sent')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="compose" pt="md">
          <ComposeForm
            eventId={event.ID}
            tickets={tickets.data ?? []}
            onSent={() => {
              void queryClient.invalidateQueries({ queryKey: communicationKeys.all })
              setPage(1)
              setTab('sent')
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          <CommunicationList query={list} page={page} onPage={setPage} onOpen={setOpen} />
        </Tabs.Panel>
      </Tabs>
      <CommunicationDetail id={open} onClose={() => setOpen(null)} />
    </Stack>
  )
}
