import { Alert, Button, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { attendeePolicyQuery } from '../../lib/attendee-policy.ts'
import { translateText } from '../../lib/error-text.ts'
import { localizedTicket } from '../../lib/localized.ts'
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts'
import { joinWaitlist, leaveWaitlist } from './api.ts'
import { ContactInputs } from './contact-inputs.tsx'
import { useWaitlistTranslation } from './translation.ts'
import { WaitlistHeading } from './waitlist-heading.tsx'
import { type KeptPlace, placeOfLink, storedPlace, storePlace } from './waitlist-place.ts'
import { WaitlistStanding } from './waitlist-standing.tsx'

const FIELDS = ['FirstName', 'Phone', 'Email']

/** A refusal by the field it is about; anything else (already waiting, closed) above the button. */
function errorsOf(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? Object.entries(error.fieldErrors ?? {}) : []
  if (fields.length === 0 || fields.some(([field]) => !FIELDS.includes(field)))
    return { form: errorMessageOf(error) }
  return Object.fromEntries(fields.map(([field, text]) => [field, translateText(text)]))
}

/** Under the ticket picker when a ticket is sold out: name and phone or e-mail to hear of a freed seat. */
export function WaitlistJoin({ eventId, tickets }: { eventId: string; tickets: Ticket[] }) {
  const { t, language } = useWaitlistTranslation()
  const soldOut = tickets.filter((ticket) => ticket.Available <= 0)
  const { data: policy } = useQuery({ ...attendeePolicyQuery(eventId), enabled: soldOut.length > 0 })
  const [ticketId, setTicketId] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  // Opened from the leave link sent to the person waiting: this browser may leave that place now.
  const [linked] = useState(() => {
    const link = placeOfLink(window.location.search)
    if (link) storePlace(link.ticketId, link.place)
    return link
  })
  const fromLink = soldOut.find((ticket) => ticket.ID === linked?.ticketId)?.ID
  const chosen =
    ticketId ?? fromLink ?? soldOut.find((ticket) => storedPlace(ticket.ID))?.ID ?? soldOut[0]?.ID ?? ''
  const [places, setPlaces] = useState<Record<string, KeptPlace | undefined>>({})
  const place = chosen in places ? places[chosen] : storedPlace(chosen)
  const keep = (ticket: string, kept: KeptPlace | undefined) => {
    storePlace(ticket, kept)
    setPlaces((known) => ({ ...known, [ticket]: kept }))
  }
  // Said beside the field (or the button) and gone with the next try: a toast would cover the header and outlive the fix.
  const [errors, setErrors] = useState<Record<string, string>>({})
  const join = useMutation({
    mutationFn: () =>
      joinWaitlist({
        TicketID: chosen,
        FirstName: name.trim(),
        ...(phone.trim() ? { Phone: phone.trim() } : {}),
        ...(email.trim() ? { Email: email.trim() } : {}),
        // The offer comes in the language they joined in when they have no account.
        Language: language,
      }),
    onMutate: () => setErrors({}),
    onSuccess: (joined) => keep(chosen, joined),
    onError: (error) => setErrors(errorsOf(error)),
  })
  const leave = useMutation({
    mutationFn: (left: KeptPlace) => leaveWaitlist(left),
    onSuccess: () => {
      keep(chosen, undefined)
      notifySuccess(t('waitlist.left'))
    },
    onError: (error) => {
      // Already gone (left elsewhere, or the seat was taken): the stale place is forgotten.
      if (error instanceof ApiError && error.status === 404) keep(chosen, undefined)
      notifyError(error)
    },
  })
  if (soldOut.length === 0 || !policy?.WaitlistEnabled) return null
  const ready = name.trim() && (phone.trim() || email.trim())
  const nameOf = (ticket: Ticket) => {
    const named = localizedTicket(ticket, language)
    return `${named.Section} · ${named.Category}`
  }
  const chosenTicket = soldOut.find((ticket) => ticket.ID === chosen)
  const ticketName = chosenTicket ? nameOf(chosenTicket) : ''
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      {/* Inside the checkout's own form: a form of its own would nest, so the button sends it. */}
      <fieldset aria-label={t('waitlist.title')} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <WaitlistHeading seated={soldOut.every((ticket) => ticket.Seated)} />
          {place ? (
            <WaitlistStanding
              key={place.ID}
              place={place}
              ticket={ticketName}
              seated={Boolean(chosenTicket?.Seated)}
              leaving={leave.isPending}
              onLeave={() => leave.mutate(place)}
              onGone={() => keep(chosen, undefined)}
            />
          ) : (
            <>
              {/* The ticket waited for is named: one sold out among several on sale is not obvious. */}
              {soldOut.length === 1 && <Text fw={600}>{t('waitlist.soldOut', { ticket: ticketName })}</Text>}
              {soldOut.length > 1 && (
                <Select
                  label={t('waitlist.ticket')}
                  size="md"
                  data={soldOut.map((ticket) => ({ value: ticket.ID, label: nameOf(ticket) }))}
                  value={chosen || null}
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
                error={errors.FirstName}
              />
              <ContactInputs
                phone={{ label: t('waitlist.phone'), value: phone, onChange: setPhone, error: errors.Phone }}
                email={{ label: t('waitlist.email'), value: email, onChange: setEmail, error: errors.Email }}
                example
              />
              {errors.form && (
                <Alert color="red" role="alert">
                  {errors.form}
                </Alert>
              )}
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
