import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import type { PublicLanguage } from '@mela/shared/public-page'
import { useTranslation } from 'react-i18next'
import { WaitlistHeading } from '../features/waitlist/waitlist-heading.tsx'
import { localizedTicket } from '../lib/localized.ts'

// The refusals joining can meet, worded in the page's language for the page's script.
const REFUSALS = [
  'REQUIRED',
  'REQUIRED_IF',
  'INVALID_PHONE',
  'EMAIL',
  'WAITLIST_CLOSED',
  'WAITLIST_NOT_SOLD_OUT',
  'WAITLIST_ALREADY_JOINED',
  'RATE_LIMITED',
  'OFFER_ENDED',
] as const

/** An error line under a field (or the button), filled by the page's script. */
const ErrorLine = ({ field }: { field: string }) => (
  <Text size="sm" c="var(--mantine-color-error)" data-error-for={field} role="alert" hidden />
)

/**
 * The waiting list on the server-rendered page of a sold-out event: a plain form the page's script
 * (waitlist-island.ts) sends to POST /api/waitlist, as the app's own form does.
 */
export function PublicWaitlist({ tickets, lang }: { tickets: Ticket[]; lang: PublicLanguage }) {
  const { t, i18n } = useTranslation('waitlist')
  const soldOut = tickets.filter((ticket) => ticket.Available <= 0)
  if (soldOut.length === 0) return null
  const refusals = Object.fromEntries(REFUSALS.map((code) => [code, i18n.t(`translation:errors.${code}`)]))
  const nameOf = (ticket: Ticket) => {
    const named = localizedTicket(ticket, lang)
    return `${named.Section} · ${named.Category}`
  }
  // The script words a place as it stands now (waiting, offered, taken, ended): its words, filled there.
  const texts = {
    joined: t('waitlist.joined', { ticket: '{{ticket}}', position: '{{position}}' }),
    onList: t('waitlist.onList', { ticket: '{{ticket}}' }),
    offerSeat: t('offer.titleSeat'),
    offerTicket: t('offer.titleTicket'),
    takeSeat: t('offer.takeSeat'),
    takeTicket: t('offer.takeTicket'),
    offerFor: t('waitlist.offerFor', { ticket: '{{ticket}}' }),
    timeLeft: t('waitlist.timeLeft', { time: '{{time}}' }),
    claimed: t('waitlist.claimed', { ticket: '{{ticket}}' }),
    ended: t('waitlist.ended', { ticket: '{{ticket}}' }),
    left: t('waitlist.left'),
  }
  const named = Object.fromEntries(
    soldOut.map((ticket) => [ticket.ID, { name: nameOf(ticket), seated: Boolean(ticket.Seated) }]),
  )
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      aria-label={t('waitlist.title')}
      data-public="waitlist"
      data-texts={JSON.stringify(texts)}
      data-tickets={JSON.stringify(named)}
      data-refusals={JSON.stringify(refusals)}
      data-failed={i18n.t('translation:errors.somethingWentWrong')}
    >
      <Stack gap="sm">
        <WaitlistHeading seated={soldOut.every((ticket) => ticket.Seated)} />
        <Text fw={600} role="status" data-look="place" />
        {/* An offer made to the place this browser holds: filled and shown by the page's script. */}
        {/* A status, as the app's offer box is: news for the reader, read out when it appears. */}
        <Alert color="teal" data-look="offer" role="status" style={{ display: 'none' }}>
          <Stack gap="xs" align="flex-start">
            <Text fw={700} data-look="offer-title" />
            <Text size="sm" data-look="offer-text" />
            <Text fw={700} data-look="offer-time" />
            <Button type="button" size="md" data-look="take" />
            <ErrorLine field="offer" />
          </Stack>
        </Alert>
        <Stack gap="sm" data-look="fields">
          {soldOut.length > 1 ? (
            <NativeSelect
              name="TicketID"
              label={t('waitlist.ticket')}
              size="md"
              data={soldOut.map((ticket) => ({ value: ticket.ID, label: nameOf(ticket) }))}
            />
          ) : (
            <>
              <Text fw={600}>{t('waitlist.soldOut', { ticket: soldOut[0] ? nameOf(soldOut[0]) : '' })}</Text>
              <input type="hidden" name="TicketID" value={soldOut[0]?.ID} />
            </>
          )}
          <TextInput name="FirstName" label={t('waitlist.name')} size="md" maxLength={100} />
          <ErrorLine field="FirstName" />
          <TextInput
            name="Phone"
            label={t('waitlist.phone')}
            type="tel"
            inputMode="tel"
            placeholder="01XXXXXXXXX"
            size="md"
            maxLength={20}
          />
          <ErrorLine field="Phone" />
          <TextInput name="Email" label={t('waitlist.email')} type="email" size="md" maxLength={254} />
          <ErrorLine field="Email" />
          <input type="hidden" name="Language" value={lang} />
          <ErrorLine field="form" />
          <Button type="submit" size="md">
            {t('waitlist.join')}
          </Button>
        </Stack>
        <Button type="button" variant="default" size="md" data-look="leave" style={{ display: 'none' }}>
          {t('waitlist.leave')}
        </Button>
      </Stack>
    </Paper>
  )
}
