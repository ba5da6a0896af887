import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconPlus } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useAppEvent } from '../../lib/app-events.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { eventBundlesQuery, eventTicketsQuery } from './api.ts'
import { BundleRow } from './bundle-row.tsx'
import { EventSaleSetup } from './event-sale-setup.tsx'
import { eventStepPath } from './event-steps.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { TicketRow } from './ticket-row.tsx'

/**
 * Step 3: the event's tickets and bundles; adding and editing happen in the catalog's sidebar forms,
 * which the route registers (app/routes/event-form-tickets.tsx).
 */
export function EventTicketsStep({ action, event }: { action: string; event: Event }) {
  const { t } = useEventsTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const tickets = useQuery(eventTicketsQuery(event.ID))
  const bundles = useQuery(eventBundlesQuery(event.ID))
  const refresh = ({ eventId }: { eventId: string }) => {
    if (eventId === event.ID) void client.invalidateQueries({ queryKey: eventKeys.one(eventId) })
  }
  useAppEvent('ticket:new', refresh)
  useAppEvent('ticket:edit', refresh)
  useAppEvent('bundle:new', refresh)
  useAppEvent('bundle:edit', refresh)

  const base = { eventId: event.ID, accountId: event.AccountID }
  const error = tickets.error ?? bundles.error

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('tickets.intro')}</Text>
      {error && (
        <Alert color="red" title={t('tickets.loadFailed')}>
          {errorMessageOf(error)}
        </Alert>
      )}
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('tickets.ticketsHeading')}
          </Title>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => openSidebar({ form: 'ticket', props: base })}
          >
            {t('tickets.addTicket')}
          </Button>
        </Group>
        {tickets.isPending && <Skeleton height={72} radius="md" />}
        {tickets.data?.length === 0 && <Text c="dimmed">{t('tickets.noTickets')}</Text>}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {tickets.data?.map((ticket) => (
            <TicketRow
              key={ticket.ID}
              ticket={ticket}
              onEdit={() => openSidebar({ form: 'ticket', props: { ...base, ticket } })}
            />
          ))}
        </Stack>
      </Stack>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('tickets.bundlesHeading')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => openSidebar({ form: 'bundle', props: base })}
          >
            {t('tickets.addBundle')}
          </Button>
        </Group>
        {bundles.data?.length === 0 && <Text c="dimmed">{t('tickets.noBundles')}</Text>}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {bundles.data?.map((bundle) => (
            <BundleRow
              key={bundle.ID}
              bundle={bundle}
              onEdit={() => openSidebar({ form: 'bundle', props: { ...base, bundle } })}
            />
          ))}
        </Stack>
      </Stack>
      <EventSaleSetup event={event} tickets={tickets.data} />
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(eventStepPath(action, event.ID, 'metadata'))}>
          {t('editor.back')}
        </Button>
        <Button onClick={() => navigate(eventStepPath(action, event.ID, 'questions'))}>
          {t('editor.continue')}
        </Button>
      </Group>
    </Stack>
  )
}
