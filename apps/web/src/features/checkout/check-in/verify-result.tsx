import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import type { Verification } from '@mela/shared/purchase'
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-error.ts'
import { checkIn } from '../../../lib/check-in.ts'
import classes from '../../../lib/check-in-answer.module.css'
import { translateError } from '../../../lib/error-text.ts'
import { ticketName } from '../../../lib/localized.ts'
import { errorMessageOf } from '../../../lib/notify.ts'
import { itemSeatLabel } from '../../../lib/seat-map/seat-label.ts'
import { verificationQuery } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

type Props = { itemId: string; code: string; verification?: Verification }

/** The door's answer, readable at arm's length: VALID or INVALID, whose seat, and Check in. */
export function VerifyResult({ itemId, code, verification }: Props) {
  const { t, language } = useCheckoutTranslation()
  const queryClient = useQueryClient()
  const admit = useMutation({
    mutationFn: () => checkIn(itemId, code),
    // Either way the seat's state changed or was stale: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationQuery(itemId, code).queryKey }),
  })
  const valid = Boolean(verification?.Valid)
  const checkedInAt = admit.data?.CheckedInAt ?? verification?.CheckedInAt
  const checkedInBy = verification?.CheckedInBy ?? null
  // Where the holder sits (reserved seating), and the ticket they bought, called a ticket.
  const place = verification?.Item ? itemSeatLabel(verification.Item, language) : ''
  const ticket = verification?.Item ? ticketName(verification.Item, language) : null
  const refusal = verification?.Refusal
  const transferred = refusal === 'TICKET_TRANSFERRED'
  // Passed on, refunded, being refunded: the check-in's own words, as the door app says them.
  const refused =
    refusal && refusal !== 'NOT_A_TICKET' && refusal !== 'NOT_PAID'
      ? translateError(refusal, undefined, t('verify.invalidText'))
      : t('verify.invalidText')
  const buyer = verification?.Purchase?.Buyer
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })
  const conflict = admit.error instanceof ApiError && admit.error.status === 409
  const used = valid && !admit.isSuccess && Boolean(checkedInAt || conflict)
  const panel = !valid ? classes.invalid : used ? classes.used : classes.valid

  return (
    <Stack gap="md">
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
              ? t('verify.alreadyUsed')
              : valid
                ? t('verify.valid')
                : transferred
                  ? t('verify.transferred')
                  : t('verify.invalid')}
          </Title>
          {!valid && <Text ta="center">{refused}</Text>}
          {used && checkedInAt && (
            <Text ta="center" fw={700} fz="lg">
              {checkedInBy
                ? t('verify.checkedInBy', { time: time(checkedInAt), name: checkedInBy })
                : t('verify.alreadyCheckedIn', { time: time(checkedInAt) })}
            </Text>
          )}
        </Stack>
      </Paper>
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
      {ticket && <Text>{t('verify.ticket', { ticket })}</Text>}
      {buyer && (
        <Text>
          {t('verify.buyer', { name: [buyer.FirstName, buyer.LastName].filter(Boolean).join(' ') })}
        </Text>
      )}
      {valid && admit.isSuccess && (
        <Alert color="mela" variant="light" icon={<IconCircleCheck aria-hidden />} role="alert">
          {t('verify.checkedIn', { time: time(admit.data.CheckedInAt) })}
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
          {t('verify.checkIn')}
        </Button>
      )}
    </Stack>
  )
}
