import { Button, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import type { PublicLanguage } from '@mela/shared/public-page'
import { useTranslation } from 'react-i18next'
import { WaitlistHeading } from '../features/attendees/waitlist-heading.tsx'
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
  const { t, i18n } = useTranslation('attendees')
  const soldOut = tickets.filter((ticket) => ticket.Available <= 0)
  if (soldOut.length === 0) return null
  const refusals = Object.fromEntries(REFUSALS.map((code) => [code, i18n.t(`translation:errors.${code}`)]))
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      aria-label={t('waitlist.title')}
      data-public="waitlist"
      data-joined={t('waitlist.joined', { position: '{{position}}' })}
      data-on-list={t('waitlist.onList')}
      data-left={t('waitlist.left')}
      data-refusals={JSON.stringify(refusals)}
      data-failed={i18n.t('translation:errors.somethingWentWrong')}
    >
      <Stack gap="sm">
        <WaitlistHeading />
        <Text fw={600} role="status" data-look="place" />
        <Stack gap="sm" data-look="fields">
          {soldOut.length > 1 ? (
            <NativeSelect
              name="TicketID"
              label={t('waitlist.ticket')}
              size="md"
              data={soldOut.map((ticket) => {
                const named = localizedTicket(ticket, lang)
                return { value: ticket.ID, label: `${named.Section} · ${named.Category}` }
              })}
            />
          ) : (
            <input type="hidden" name="TicketID" value={soldOut[0]?.ID} />
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
