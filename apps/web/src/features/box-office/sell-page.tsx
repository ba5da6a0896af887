import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import type { Purchase } from '@mela/shared/purchase'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { EventPageFrame, EventPageNotice } from '../../lib/event-page-frame.tsx'
import { useBoxOfficeRefusal } from './box-office-gate.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'
import { SaleDone } from './sale-done.tsx'
import { SaleForm } from './sale-form.tsx'

type Props = {
  eventId: string
  /** The sold seats' codes to print or show the buyer (the buyer's own ticket view, from the route). */
  ticketsOf: (sale: Purchase) => ReactNode
}

/** /organization/event/{eventId}/sell: selling tickets for cash at the counter. */
export function SellPage({ eventId, ticketsOf }: Props) {
  return (
    <EventPageFrame eventId={eventId}>
      {(event) => <Counter event={event} ticketsOf={ticketsOf} />}
    </EventPageFrame>
  )
}

function Counter({ event, ticketsOf }: { event: Event; ticketsOf: Props['ticketsOf'] }) {
  const { t } = useBoxOfficeTranslation()
  const refusal = useBoxOfficeRefusal(event, 'purchase_create_on_behalf')
  const [sold, setSold] = useState<Purchase>()
  if (refusal) return <EventPageNotice>{refusal}</EventPageNotice>
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('sell.title')}
          </Title>
          <Text c="dimmed">{t('sell.intro', { title: event.Title })}</Text>
        </Stack>
        <Anchor component={Link} to={`/organization/event/${encodeURIComponent(event.ID)}/sells`}>
          {t('sell.mySales')}
        </Anchor>
      </Group>
      {sold ? (
        <SaleDone sale={sold} tickets={ticketsOf(sold)} onAgain={() => setSold(undefined)} />
      ) : (
        <SaleForm event={event} onSold={setSold} />
      )}
    </Stack>
  )
}
