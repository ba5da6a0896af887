import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react'
import { itemSeatLabel } from '../../lib/seat-map/seat-label.ts'
import classes from './check-in-answer.module.css'
import type { DoorAnswer as Answer } from './door-answers.ts'
import { useDoorTranslation } from './locales/translation.ts'
import { seatTicketName } from './ticket-names.ts'

type Props = {
  answer: Answer
  checkingIn: boolean
  onCheckIn: () => void
  onNext: () => void
  /** The phone's camera reads codes: the next ticket is scanned; without one it is typed or searched for. */
  camera: boolean
}

const TITLES = {
  valid: 'answer.valid',
  used: 'answer.used',
  'wrong-event': 'answer.wrongEvent',
  invalid: 'answer.invalid',
  void: 'answer.void',
  transferred: 'answer.transferred',
} as const

const EXPLAINED = {
  'wrong-event': 'answer.wrongEventText',
  invalid: 'answer.invalidText',
  void: 'answer.voidText',
  transferred: 'answer.transferredText',
} as const

/** The door's answer, readable at arm's length, with one big button to let the seat in. */
export function DoorAnswer({ answer, checkingIn, onCheckIn, onNext, camera }: Props) {
  const { t, language } = useDoorTranslation()
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })
  const { kind } = answer
  const used = kind === 'used'
  const good = kind === 'valid'
  const panel = good ? classes.valid : used ? classes.used : classes.invalid
  // Where the holder sits (reserved seating), big; the ticket they bought, under it, called a ticket.
  const place = answer.seat ? itemSeatLabel(answer.seat, language) : ''
  const ticket = answer.seat ? seatTicketName(answer.seat, language) : null

  return (
    <Stack gap="sm">
      <Paper p="lg" radius="lg" className={panel} role="status" aria-live="assertive" data-answer={kind}>
        <Stack align="center" gap={4}>
          {used ? (
            <IconAlertTriangle size={64} aria-hidden />
          ) : good ? (
            <IconCircleCheck size={64} aria-hidden />
          ) : (
            <IconCircleX size={64} aria-hidden />
          )}
          <Title order={2} fz={44} lh={1.1} ta="center">
            {t(TITLES[kind])}
          </Title>
          {kind !== 'valid' && kind !== 'used' && <Text ta="center">{t(EXPLAINED[kind])}</Text>}
          {used && answer.checkedInAt && (
            <Text ta="center" fw={700} fz="lg">
              {answer.checkedInBy
                ? t('answer.usedBy', { time: time(answer.checkedInAt), name: answer.checkedInBy })
                : t('answer.usedAt', { time: time(answer.checkedInAt) })}
            </Text>
          )}
          {good && answer.admitted && answer.checkedInAt && (
            <Text ta="center" fw={700} fz="lg">
              {answer.queued
                ? t('answer.queued', { time: time(answer.checkedInAt) })
                : t('answer.admitted', { time: time(answer.checkedInAt) })}
            </Text>
          )}
          {answer.seat?.Name && (
            <Text ta="center" fw={700} fz="lg" data-testid="answer-holder">
              {answer.seat.PhoneEnd
                ? t('answer.holderPhone', {
                    name: answer.seat.Name,
                    digits: localizeDigits(answer.seat.PhoneEnd, language),
                  })
                : answer.seat.Name}
            </Text>
          )}
          {place && (
            <Text ta="center" fw={700} fz="xl" data-testid="answer-place">
              {place}
            </Text>
          )}
          {ticket && (
            <Text ta="center" data-testid="answer-ticket">
              {t('answer.ticket', { ticket })}
            </Text>
          )}
        </Stack>
      </Paper>
      {good && !answer.admitted ? (
        <Button size="xl" h={72} fz={24} fullWidth loading={checkingIn} onClick={onCheckIn}>
          {t('answer.checkIn')}
        </Button>
      ) : (
        <Button size="xl" h={64} fullWidth variant="default" onClick={onNext}>
          {t(camera ? 'answer.next' : 'answer.nextTyped')}
        </Button>
      )}
    </Stack>
  )
}
