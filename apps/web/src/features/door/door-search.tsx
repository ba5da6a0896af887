import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { formatShortCode } from '@mela/shared/short-code'
import { IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { errorMessageOf } from '../../lib/notify.ts'
import { itemSeatLabel } from '../../lib/seat-map/seat-label.ts'
import type { StoredSeat } from './door-records.ts'
import { useDoorTranslation } from './locales/translation.ts'
import { seatTicketName } from './ticket-names.ts'

type Props = {
  search: (text: string) => Promise<StoredSeat[]>
  /** Lets the seat in (or answers why not): the door's answer card shows the outcome. */
  onAdmit: (seat: StoredSeat) => Promise<void>
}

/** Finding a holder without their ticket's QR code: by first name, the phone's last digits or the short code. */
export function DoorSearch({ search, onAdmit }: Props) {
  const { t } = useDoorTranslation()
  const [text, setText] = useState('')
  const [found, setFound] = useState<StoredSeat[]>()
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    try {
      setFailure(undefined)
      setFound(await search(text))
    } catch (error) {
      setFailure(errorMessageOf(error))
    }
  }

  const admit = async (seat: StoredSeat) => {
    setBusy(seat.ID)
    try {
      await onAdmit(seat)
      setFound(undefined)
      setText('')
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Stack gap="xs">
      <form onSubmit={(event) => void submit(event)}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            size="md"
            label={t('search.label')}
            description={t('search.hint')}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={failure}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" size="md" px="sm" aria-label={t('search.go')}>
            <IconSearch size={20} aria-hidden />
          </Button>
        </Group>
      </form>
      {found && found.length === 0 && (
        <Text size="sm" role="status">
          {t('search.none')}
        </Text>
      )}
      {found && found.length > 0 && (
        <Stack gap={6} aria-label={t('search.results')} role="list">
          {found.map((seat) => (
            <SearchMatch key={seat.ID} seat={seat} busy={busy === seat.ID} onAdmit={() => void admit(seat)} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

/** Where a seat found stands at the door: it may come in, it is in, or it no longer admits. */
const stateOf = (seat: StoredSeat) =>
  seat.Status !== 'valid'
    ? seat.Refusal === 'TICKET_TRANSFERRED'
      ? 'transferred'
      : 'void'
    : seat.CheckedInAt
      ? 'used'
      : 'valid'

/** One seat found: its holder, code and ticket, and "Let in" or why not. */
function SearchMatch({ seat, busy, onAdmit }: { seat: StoredSeat; busy: boolean; onAdmit: () => void }) {
  const { t, language } = useDoorTranslation()
  const state = stateOf(seat)
  return (
    <Paper withBorder p="xs" radius="md" role="listitem" data-testid="door-match">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {seat.Name ?? t('search.noName')}
            {seat.PhoneEnd && (
              <Text span c="dimmed" fw={400}>
                {' '}
                {t('search.phoneEnd', { digits: localizeDigits(seat.PhoneEnd, language) })}
              </Text>
            )}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            <span lang="en" translate="no">
              {seat.ShortCode ? formatShortCode(seat.ShortCode) : ''}
            </span>{' '}
            · {seatTicketName(seat, language)}
            {itemSeatLabel(seat, language) && ` · ${itemSeatLabel(seat, language)}`}
          </Text>
        </Stack>
        {state === 'valid' ? (
          <Button size="sm" loading={busy} onClick={onAdmit} style={{ flexShrink: 0 }}>
            {t('search.admit')}
          </Button>
        ) : (
          <Badge color={state === 'used' ? 'yellow' : 'red'} variant="light" style={{ flexShrink: 0 }}>
            {t(`search.${state}`)}
          </Badge>
        )}
      </Group>
    </Paper>
  )
}
