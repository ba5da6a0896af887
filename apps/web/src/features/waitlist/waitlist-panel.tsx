import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { attendeePolicyQuery } from '../../lib/attendee-policy.ts'
import { localizedTicket } from '../../lib/localized.ts'
import { countText } from '../../lib/price-format.ts'
import { waitlistQuery } from './api.ts'
import { AttendeePolicyForm } from './attendee-policy-form.tsx'
import { useWaitlistTranslation } from './translation.ts'

/** For organizers (purchase_view): waiting list lengths per ticket, and the switches buyers live by. */
export function WaitlistPanel({ eventId, canEdit }: { eventId: string; canEdit: boolean }) {
  const { t, language } = useWaitlistTranslation()
  const list = useQuery(waitlistQuery(eventId))
  const policy = useQuery(attendeePolicyQuery(eventId))
  if (!list.data || !policy.data) return null
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('organizer.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('organizer.intro')}
        </Text>
        {list.data.Tickets.map((listed) => localizedTicket(listed, language)).map((ticket) => (
          <Group key={ticket.TicketID} justify="space-between" wrap="wrap" gap="xs">
            <Text fw={500}>
              {ticket.Section} · {ticket.Category}
            </Text>
            <Group gap="xs">
              <Badge variant="light">
                {t('organizer.waiting', { n: countText(ticket.Waiting, language) })}
              </Badge>
              {ticket.Offered > 0 && (
                <Badge variant="light" color="teal">
                  {t('organizer.offered', { n: countText(ticket.Offered, language) })}
                </Badge>
              )}
            </Group>
          </Group>
        ))}
        {canEdit && <AttendeePolicyForm eventId={eventId} policy={policy.data} />}
      </Stack>
    </Paper>
  )
}
