import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import { IconArmchair, IconUsersGroup } from '@tabler/icons-react'
import { Link } from 'react-router'
import { countText } from '../../lib/price-format.ts'
import { actionPath, seatingPath } from './event-action-links.tsx'
import { useEventsTranslation } from './locales/translation.ts'

type Props = { event: Event; tickets: Ticket[] | undefined }

/**
 * Before publishing, what a sale may still need: a seated event's plan (publishing waits for its seats) and,
 * for a sale that will sell out in minutes, the on-sale queue. Both are set up on their own pages.
 */
export function EventSaleSetup({ event, tickets }: Props) {
  const { t, lang } = useEventsTranslation()
  const seats = (tickets ?? [])
    .filter((ticket) => ticket.Seated)
    .reduce((n, ticket) => n + ticket.Capacity, 0)
  return (
    <Stack gap="sm">
      {event.Seated && (
        <Alert
          color={seats > 0 ? 'mela' : 'yellow'}
          variant="light"
          icon={<IconArmchair aria-hidden />}
          title={t('saleSetup.seatingTitle')}
          data-testid="seating-plan-state"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {seats > 0
                ? t('saleSetup.seatingDrawn', {
                    seats: countText(seats, lang),
                  })
                : t(tickets?.length ? 'saleSetup.seatingMissing' : 'saleSetup.seatingNeedsTickets')}
            </Text>
            {(tickets?.length ?? 0) > 0 && (
              <Button
                component={Link}
                to={seatingPath(event.ID)}
                size="sm"
                variant={seats ? 'default' : 'filled'}
              >
                {t(seats > 0 ? 'saleSetup.seatingEdit' : 'saleSetup.seatingDraw')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">
            <IconUsersGroup size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            {t('saleSetup.queueTitle')}
          </Title>
          <Text size="sm">{t('saleSetup.queueText')}</Text>
          <Button component={Link} to={actionPath('ticket', event.ID)} size="sm" variant="default">
            {t('saleSetup.queueSetUp')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  )
}
