import { Alert, Anchor, Button, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { formatPhone } from '@mela/shared/phone'
import { IconCash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { eventQuery, eventTicketsQuery } from '../../lib/event-queries.ts'
import { LoadFailed } from '../../lib/load-failed.tsx'
import { organizationProfileQuery } from '../../lib/organization-queries.ts'
import { priceText } from '../../lib/price-format.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

/** Where and when the event happens, as its public page shows it (given by the route). */
type FactsOf = (event: Event) => ReactNode

/** /cash-sell-info/{eventId}: for a buyer paying cash — where and when, the prices, what to bring. */
export function CashSellInfoPage({ eventId, factsOf }: { eventId: string; factsOf: FactsOf }) {
  const event = useQuery(eventQuery(eventId))
  return (
    <Container size="sm" py="xl">
      {event.error && <LoadFailed error={event.error} onRetry={() => void event.refetch()} />}
      {!event.data && !event.error && <Skeleton height={320} radius="md" />}
      {event.data && <CashSellInfo event={event.data} factsOf={factsOf} />}
    </Container>
  )
}

function CashSellInfo({ event, factsOf }: { event: Event; factsOf: FactsOf }) {
  const { t, language } = useBoxOfficeTranslation()
  const tickets = useQuery(eventTicketsQuery(event.ID))
  const organizer = useQuery(organizationProfileQuery(event.AccountID))
  const contacts = [organizer.data?.Phone && formatPhone(organizer.data.Phone), organizer.data?.Email].filter(
    (contact): contact is string => Boolean(contact),
  )
  const buyOnline = (
    <Button
      component={Link}
      to={`/purchase/create/event/${encodeURIComponent(event.ID)}`}
      // A full load, not the app's route: checkout is rendered on the server.
      reloadDocument
      variant="default"
    >
      {t('info.buyOnline')}
    </Button>
  )
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <IconCash size={28} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('info.title')}
        </Title>
        <Text>{t('info.intro', { title: event.Title })}</Text>
      </Stack>
      {!event.Account.EnableCashSell ? (
        <Alert color="yellow" variant="light">
          <Stack gap="sm" align="flex-start">
            <Text>{t('info.cashOff')}</Text>
            {buyOnline}
          </Stack>
        </Alert>
      ) : (
        <>
          {factsOf(event)}
          {event.Online && <Text>{t('info.online')}</Text>}
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h3" mb="sm">
              {t('info.prices')}
            </Title>
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {(tickets.data ?? []).map((ticket) => (
                <Text component="li" key={ticket.ID} td={ticket.Available <= 0 ? 'line-through' : undefined}>
                  {ticket.Section} · {ticket.Category}: <b>{priceText(ticket.Price, language)}</b>
                  {ticket.Available <= 0 ? ` (${t('info.soldOut')})` : ''}
                </Text>
              ))}
            </Stack>
          </Paper>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('info.bring')}
            </Title>
            <List spacing={4}>
              <List.Item>{t('info.bringCash')}</List.Item>
              <List.Item>{t('info.bringPhone')}</List.Item>
              <List.Item>{t('info.bringId')}</List.Item>
            </List>
          </Stack>
          {contacts.length > 0 && (
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t('info.contact')}
              </Title>
              {contacts.map((contact) => (
                <Anchor
                  key={contact}
                  href={contact.includes('@') ? `mailto:${contact}` : `tel:${contact.replace(/\s/g, '')}`}
                >
                  {contact}
                </Anchor>
              ))}
            </Stack>
          )}
          {buyOnline}
        </>
      )}
    </Stack>
  )
}
