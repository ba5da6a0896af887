import { Badge, Button, CopyButton, Group, Modal, Paper, Stack, Text } from '@mantine/core'
import type { Guest } from '@mela/shared/guest'
import { formatPhone } from '@mela/shared/phone'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { guestTicketLink, removeGuest } from './api.ts'
import { useGuestsTranslation } from './locales/translation.ts'

type Props = { guest: Guest; canRemove: boolean }

/** Who may hand a guest their tickets by hand is who may remove them: the team with guest_manage. */

/** One guest: who, on which ticket, how many seats and how many are already in; removable by the team. */
export function GuestRow({ guest, canRemove }: Props) {
  const { t, language } = useGuestsTranslation()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({
    mutationFn: () => removeGuest(guest.ID),
    onSuccess: () => {
      setConfirming(false)
      void queryClient.invalidateQueries({ queryKey: eventKeys.one(guest.EventID) })
    },
    onError: (error) => {
      setConfirming(false)
      notifyError(error)
    },
  })
  const ticketLink = useMutation({
    mutationFn: () => guestTicketLink(guest.ID),
    onError: notifyError,
  })
  const name = [guest.FirstName, guest.LastName].filter(Boolean).join(' ')
  const contacts = [guest.Phone && formatPhone(guest.Phone), guest.Email].filter(Boolean).join(' · ')
  const allIn = guest.CheckedIn >= guest.Quantity
  return (
    <Paper withBorder p="sm" radius="md" data-testid="guest-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('list.ticket', {
              name: guest.Ticket,
              count: guest.Quantity,
              n: countText(guest.Quantity, language),
            })}
          </Text>
          {contacts && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {contacts}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('list.addedBy', { name: guest.AddedBy })}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge color={allIn ? 'green' : guest.CheckedIn > 0 ? 'yellow' : 'gray'} variant="light">
            {t('list.inside', {
              in: countText(guest.CheckedIn, language),
              of: countText(guest.Quantity, language),
            })}
          </Badge>
          {canRemove && guest.CheckedIn === 0 && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
              {t('list.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      {canRemove && (
        <Group gap="xs" mt="xs">
          {ticketLink.data ? (
            <>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="ticket-link">
                {ticketLink.data.URL}
              </Text>
              <CopyButton value={ticketLink.data.URL}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? t('list.copied') : t('list.copyTickets')}
                  </Button>
                )}
              </CopyButton>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              loading={ticketLink.isPending}
              onClick={() => ticketLink.mutate()}
              title={t('list.ticketsHint')}
            >
              {t('list.tickets')}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('list.removeTitle')} centered>
        <Text>{t('list.removeMessage', { name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {t('list.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('list.remove')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  )
}
