import { Button, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError } from '../../lib/notify.ts'
import { attendeePolicyQuery, joinWaitlist } from './api.ts'
import { useAttendeesTranslation } from './translation.ts'

const OFFER_MINUTES = 30

/** Under the ticket picker when a ticket is sold out: name and phone or e-mail to hear of a freed seat. */
export function WaitlistJoin({ eventId, tickets }: { eventId: string; tickets: Ticket[] }) {
  const { t } = useAttendeesTranslation()
  const soldOut = tickets.filter((ticket) => ticket.Available <= 0)
  const { data: policy } = useQuery({ ...attendeePolicyQuery(eventId), enabled: soldOut.length > 0 })
  const [ticketId, setTicketId] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const join = useMutation({
    mutationFn: () =>
      joinWaitlist({
        TicketID: ticketId ?? soldOut[0]?.ID ?? '',
        FirstName: name.trim(),
        ...(phone.trim() ? { Phone: phone.trim() } : {}),
        ...(email.trim() ? { Email: email.trim() } : {}),
      }),
    onError: notifyError,
  })
  if (soldOut.length === 0 || !policy?.WaitlistEnabled) return null
  const ready = name.trim() && (phone.trim() || email.trim())
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      {/* Inside the checkout's own form: a form of its own would nest, so the button sends it. */}
      <fieldset aria-label={t('waitlist.title')} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('waitlist.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('waitlist.intro', { minutes: OFFER_MINUTES })}
          </Text>
          {join.data ? (
            <Text fw={600} role="status">
              {t('waitlist.joined', { position: join.data.Position })}
            </Text>
          ) : (
            <>
              {soldOut.length > 1 && (
                <Select
                  label={t('waitlist.ticket')}
                  size="md"
                  data={soldOut.map((ticket) => ({
                    value: ticket.ID,
                    label: `${ticket.Section} · ${ticket.Category}`,
                  }))}
                  value={ticketId ?? soldOut[0]?.ID ?? null}
                  onChange={setTicketId}
                  allowDeselect={false}
                />
              )}
              <TextInput
                label={t('waitlist.name')}
                size="md"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={100}
              />
              <TextInput
                label={t('waitlist.phone')}
                type="tel"
                inputMode="tel"
                size="md"
                value={phone}
                onChange={(event) => setPhone(event.currentTarget.value)}
                maxLength={20}
              />
              <TextInput
                label={t('waitlist.email')}
                type="email"
                size="md"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                maxLength={254}
              />
              <Button size="md" disabled={!ready} loading={join.isPending} onClick={() => join.mutate()}>
                {t('waitlist.join')}
              </Button>
            </>
          )}
        </Stack>
      </fieldset>
    </Paper>
  )
}
