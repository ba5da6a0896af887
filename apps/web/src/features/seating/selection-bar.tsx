import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { countText } from '../../lib/price-format.ts'
import { useSeatingTranslation } from './locales/translation.ts'
import type { TicketChoice } from './rows-form.tsx'

export type SeatAction =
  | { kind: 'assign'; ticketId: string }
  | { kind: 'accessible'; value: boolean }
  | { kind: 'blocked'; value: boolean }
  | { kind: 'remove' }
  | { kind: 'clear' }

type Props = {
  selected: number
  /** Chosen seats that are held or sold. */
  locked: number
  tickets: TicketChoice[]
  onAction: (action: SeatAction) => void
}

/** What can be done with the chosen seats: another ticket, wheelchair space, block, delete. */
export function SelectionBar({ selected, locked, tickets, onAction }: Props) {
  const { t, language } = useSeatingTranslation()
  const [ticket, setTicket] = useState<string | null>(tickets[0]?.value ?? null)
  if (selected === 0) return null
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('select.count', { n: countText(selected, language) })}
    >
      <Stack gap="xs">
        <Text fw={600} aria-live="polite">
          {t('select.count', { n: countText(selected, language) })}
        </Text>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('select.ticket')}
            data={tickets}
            value={ticket}
            onChange={setTicket}
            allowDeselect={false}
            w={220}
          />
          <Button
            variant="default"
            disabled={!ticket}
            onClick={() => ticket && onAction({ kind: 'assign', ticketId: ticket })}
          >
            {t('select.assign')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => onAction({ kind: 'accessible', value: true })}>
            ♿ {t('select.accessible')}
          </Button>
          <Button variant="default" size="xs" onClick={() => onAction({ kind: 'accessible', value: false })}>
            {t('select.notAccessible')}
          </Button>
          <Button variant="default" size="xs" onClick={() => onAction({ kind: 'blocked', value: true })}>
            {t('select.block')}
          </Button>
          <Button variant="default" size="xs" onClick={() => onAction({ kind: 'blocked', value: false })}>
            {t('select.unblock')}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => onAction({ kind: 'clear' })}>
            {t('select.clear')}
          </Button>
          {/* Deleting seats, unlike letting go of the choice, loses work: red, with a bin, away from the rest. */}
          <Button
            color="red"
            size="xs"
            ml="auto"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onAction({ kind: 'remove' })}
          >
            {t('select.remove')}
          </Button>
        </Group>
        {locked > 0 && (
          <Alert color="yellow" variant="light">
            {t('select.locked', { n: countText(locked, language) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
