import { Alert, Anchor, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconArrowLeft } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { errorMessageOf } from '../../lib/notify.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { addGuest, guestEventQuery, guestListQuery } from './api.ts'
import { GuestForm } from './guest-form.tsx'
import { GuestImport } from './guest-import.tsx'
import { GuestLinks } from './guest-links.tsx'
import { GuestList } from './guest-list.tsx'
import { useGuestsTranslation } from './locales/translation.ts'

/** /organization/event/{eventId}/guest: the event's guest list, adding and importing guests, promoters' links. */
export function EventGuestsPage({ eventId }: { eventId: string }) {
  const { t } = useGuestsTranslation()
  const event = useQuery(guestEventQuery(eventId))
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {event.data && (
          <Anchor component={Link} to={`/organization/event/${encodeURIComponent(eventId)}`} size="sm">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('page.back')}
          </Anchor>
        )}
        {event.error && <Alert color="red">{errorMessageOf(event.error)}</Alert>}
        {!event.data && !event.error && <Skeleton height={240} radius="md" />}
        {event.data && <Guests event={event.data} />}
      </Stack>
    </Container>
  )
}

function Guests({ event }: { event: Event }) {
  const { t } = useGuestsTranslation()
  const queryClient = useQueryClient()
  const { can, loaded } = usePermissions()
  const manage = can(event.AccountID, 'guest_manage')
  const view = manage || can(event.AccountID, 'guest_list_view')
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [tab, setTab] = useState<string | null>('list')
  const list = useQuery({ ...guestListQuery(event.ID, page, search.trim()), enabled: view })
  if (loaded && !view) return <Alert color="yellow">{t('page.notAllowed')}</Alert>
  const tickets = list.data?.Tickets ?? []
  const noTickets = list.data !== undefined && tickets.length === 0

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.intro', { title: event.Title })}</Text>
      </Stack>
      {manage && noTickets && <Alert color="yellow">{t('page.noTickets')}</Alert>}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="list">{t('tabs.list')}</Tabs.Tab>
          {manage && !noTickets && <Tabs.Tab value="add">{t('tabs.add')}</Tabs.Tab>}
          {manage && !noTickets && <Tabs.Tab value="import">{t('tabs.import')}</Tabs.Tab>}
          {manage && <Tabs.Tab value="links">{t('tabs.links')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <GuestList
            query={list}
            page={page}
            onPage={setPage}
            search={search}
            onSearch={(value) => {
              setSearch(value)
              setPage(1)
            }}
            canRemove={manage}
          />
        </Tabs.Panel>
        <Tabs.Panel value="add" pt="md">
          <GuestForm
            tickets={tickets}
            submit={(details) => addGuest({ ...details, EventID: event.ID })}
            onAdded={() => void queryClient.invalidateQueries({ queryKey: ['events', event.ID] })}
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
