import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import type { Verification } from '@mela/shared/purchase'
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-error.ts'
import { translateError } from '../../lib/error-text.ts'
import { ticketName } from '../../lib/localized.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { itemSeatLabel } from '../../lib/seat-map/seat-label.ts'
import { checkIn, verificationQuery } from './api.ts'
import classes from './check-in-answer.module.css'
import { useDoorTranslation } from './locales/translation.ts'

type Props = { itemId: string; code: string; verification?: Verification }

type Verdict = {
  valid: boolean
  /** Let in before: by this page's own check-in refused as a conflict, or as the server said. */
  used: boolean
  refusal: Verification['Refusal']
  checkedInAt: string | null | undefined
  checkedInBy: string | null
}

/** The big panel: VALID, ALREADY USED (when, by whom), PASSED ON or INVALID (why). */
function VerdictPanel({ verdict }: { verdict: Verdict }) {
  const { t, language } = useDoorTranslation()
  const { valid, used, refusal, checkedInAt, checkedInBy } = verdict
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })
  // Passed on, refunded, being refunded: the check-in's own words, as the door app says them.
  const refused =
    refusal && refusal !== 'NOT_A_TICKET' && refusal !== 'NOT_PAID'
      ? translateError(refusal, undefined, t('ticketPage.invalidText'))
      : t('ticketPage.invalidText')
  const panel = !valid ? classes.invalid : used ? classes.used : classes.valid
  return (
    <Paper p="xl" radius="lg" className={panel} role="status">
      <Stack align="center" gap={4}>
        {used ? (
          <IconAlertTriangle size={64} aria-hidden />
        ) : valid ? (
          <IconCircleCheck size={64} aria-hidden />
        ) : (
          <IconCircleX size={64} aria-hidden />
        )}
        {/* A seat let in already is as loud as VALID: the door must stop, not read small print. */}
        <Title order={1} fz={48} lh={1.1} ta="center">
          {used
            ? t('ticketPage.alreadyUsed')
            : valid
              ? t('ticketPage.valid')
              : refusal === 'TICKET_TRANSFERRED'
                ? t('ticketPage.transferred')
                : t('ticketPage.invalid')}
        </Title>
        {!valid && <Text ta="center">{refused}</Text>}
        {used && checkedInAt && (
          <Text ta="center" fw={700} fz="lg">
            {checkedInBy
              ? t('ticketPage.checkedInBy', { time: time(checkedInAt), name: checkedInBy })
              : t('ticketPage.alreadyCheckedIn', { time: time(checkedInAt) })}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** Whose ticket it is: the event, where they sit (reserved seating), the ticket bought and the buyer. */
function TicketHolder({ verification }: { verification?: Verification }) {
  const { t, language } = useDoorTranslation()
  const place = verification?.Item ? itemSeatLabel(verification.Item, language) : ''
  const ticket = verification?.Item ? ticketName(verification.Item, language) : null
  const buyer = verification?.Purchase?.Buyer
  return (
    <>
      {verification?.Event && (
        <Text fw={700} fz="lg">
          {verification.Event.Title}
        </Text>
      )}
      {place && (
        <Text fw={700} fz="lg">
          {place}
        </Text>
      )}
      {ticket && <Text>{t('ticketPage.ticket', { ticket })}</Text>}
      {buyer && (
        <Text>
          {t('ticketPage.buyer', { name: [buyer.FirstName, buyer.LastName].filter(Boolean).join(' ') })}
        </Text>
      )}
    </>
  )
}

/** The door's answer for a ticket opened by its QR code, readable at arm's length, and Check in. */
export function TicketCheckInResult({ itemId, code, verification }: Props) {
  const { t, language } = useDoorTranslation()
  const queryClient = useQueryClient()
  const admit = useMutation({
    mutationFn: () => checkIn(itemId, code),
    // Either way the seat's state changed or was stale: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationQuery(itemId, code).queryKey }),
  })
  const valid = Boolean(verification?.Valid)
  const checkedInAt = admit.data?.CheckedInAt ?? verification?.CheckedInAt
  const conflict = admit.error instanceof ApiError && admit.error.status === 409
  const used = valid && !admit.isSuccess && Boolean(checkedInAt || conflict)
  const verdict: Verdict = {
    valid,
    used,
    refusal: verification?.Refusal,
    checkedInAt,
    checkedInBy: verification?.CheckedInBy ?? null,
  }
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })

  return (
    <Stack gap="md">
      <VerdictPanel verdict={verdict} />
      <TicketHolder verification={verification} />
      {valid && admit.isSuccess && (
        <Alert color="mela" variant="light" icon={<IconCircleCheck aria-hidden />} role="alert">
          {t('ticketPage.checkedIn', { time: time(admit.data.CheckedInAt) })}
        </Alert>
      )}
      {used && !checkedInAt && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {errorMessageOf(admit.error)}
        </Alert>
      )}
      {admit.error && !conflict && (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(admit.error)}
        </Alert>
      )}
      {valid && !checkedInAt && !conflict && (
        <Button size="xl" fullWidth loading={admit.isPending} onClick={() => admit.mutate()}>
          {t('ticketPage.checkIn')}
        </Button>
      )}
    </Stack>
  )
}
