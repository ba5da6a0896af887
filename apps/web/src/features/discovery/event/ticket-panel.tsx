import { Anchor, Button, Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import { IconTicket } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { localizedTicket } from '../../../lib/localized.ts'
import { eventBundlesQuery, eventTicketsQuery } from '../api.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { QueueOpening } from './queue-opening.tsx'
import { TicketOption } from './ticket-option.tsx'

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 }

/** Joining the waiting list of an event's sold-out tickets (the waiting list's piece, given by the page). */
export type WaitlistOf = (eventId: string, tickets: Ticket[]) => ReactNode

type Props = {
  event: Event
  waitlistOf?: WaitlistOf
  /** The sale opens then behind the on-sale queue (still to come): Buy becomes "Join the queue". */
  queueOpensAt?: string
}

/**
 * The tickets and bundles on sale with a Buy button, closed once sold out or over; a sold-out ticket of an
 * event still to come offers its waiting list right here, where the buyer finds "Sold out". Before a
 * queued sale opens, when it opens and that early arrivals are drawn at random.
 */
export function TicketPanel({ event, waitlistOf, queueOpensAt }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const tickets = useQuery(eventTicketsQuery(event.ID))
  const bundles = useQuery(eventBundlesQuery(event.ID))
  const ticketList = tickets.data ?? []
  const bundleList = bundles.data ?? []
  const ended = new Date(event.EndsAt).getTime() < Date.now()
  const soldOut =
    event.SoldOut ||
    (tickets.isSuccess && [...ticketList, ...bundleList].every((item) => item.Available <= 0))
  const onSale = tickets.isSuccess && ticketList.length > 0
  const reason = ended
    ? t('tickets.ended')
    : !onSale
      ? t('tickets.notOnSale')
      : soldOut
        ? t('tickets.allSoldOut')
        : null
  const waitlist =
    !ended && onSale && ticketList.some((ticket) => ticket.Available <= 0)
      ? waitlistOf?.(event.ID, ticketList)
      : null
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="event-tickets">
        <Stack gap="md">
          <Title order={2} size="h3" id="event-tickets" style={{ scrollMarginTop: 76 }}>
            {t('tickets.title')}
          </Title>
          {tickets.isPending && <Skeleton height={80} />}
          {tickets.isError && <Text c="var(--mantine-color-error)">{t('tickets.loadError')}</Text>}
          {ticketList.length > 0 && (
            <Stack gap="md" component="ul" style={LIST_STYLE}>
              {ticketList.map((ticket) => (
                <TicketOption
                  key={ticket.ID}
                  name={[localizedTicket(ticket, lang).Section, localizedTicket(ticket, lang).Category]
                    .filter(Boolean)
                    .join(' · ')}
                  price={ticket.Price}
                  available={ticket.Available}
                  note={ticket.Note}
                  limit={ticket.LimitPerUser}
                />
              ))}
            </Stack>
          )}
          {bundleList.length > 0 && (
            <>
              <Divider label={t('tickets.bundles')} labelPosition="left" />
              <Stack gap="md" component="ul" style={LIST_STYLE}>
                {bundleList.map((bundle) => (
                  <TicketOption
                    key={bundle.ID}
                    name={bundle.Name}
                    price={bundle.Price}
                    available={bundle.Available}
                    note={bundle.Note}
                  />
                ))}
              </Stack>
            </>
          )}
          {reason && tickets.isSuccess && <Text c="dimmed">{reason}</Text>}
          {queueOpensAt && !reason && tickets.isSuccess && <QueueOpening opensAt={queueOpensAt} />}
          {reason || !tickets.isSuccess ? (
            <Button size="lg" fullWidth disabled leftSection={<IconTicket size={20} aria-hidden />}>
              {ended || !soldOut ? t('tickets.buy') : t('tickets.soldOut')}
            </Button>
          ) : (
            <Button
              component={Link}
              to={`/purchase/create/event/${event.ID}`}
              // A full load, not the app's route: checkout of an event sold by count is rendered on the server.
              reloadDocument
              size="lg"
              fullWidth
              leftSection={<IconTicket size={20} aria-hidden />}
            >
              {/* Checkout opens on the waiting screen: the button says where it leads. */}
              {queueOpensAt ? t('queue.join') : t('tickets.buy')}
            </Button>
          )}
          {event.Account.EnableCashSell && !reason && tickets.isSuccess && (
            <Anchor component={Link} to={`/cash-sell-info/${event.ID}`} ta="center" size="sm">
              {t('tickets.payCash')}
            </Anchor>
          )}
        </Stack>
      </Paper>
      {waitlist}
    </Stack>
  )
}
