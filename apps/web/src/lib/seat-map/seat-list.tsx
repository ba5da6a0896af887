import { Button, Group, Stack, Title } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { PlanRow, PlanSeat, SeatingPlan } from '@mela/shared/seating'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { seatName, sectionName } from './seat-label.ts'
import { useSeatMapTranslation } from './translation.ts'

type Props = {
  plan: SeatingPlan
  /** Each seated ticket's price, by ticket ID; a seat of a ticket not on sale here cannot be chosen. */
  prices: ReadonlyMap<string, number>
  chosen: ReadonlySet<string>
  onSeat: (seatId: string) => void
  language: Language
}

// A hall this small is listed whole. A bigger one (2,000 seats are 2,000 buttons: a long scroll on a phone,
// a slow page, 2,000 tab stops) lists its sections, each opened to its rows and a row to its seats, so a
// keyboard reaches any seat in a few keys.
const LISTED_WHOLE_MAX = 60

const sectionKey = (id: string) => `section:${id}`
const rowKey = (id: string) => `row:${id}`

/**
 * What is open at first: all of a small hall; else the sections and rows holding a seat already chosen,
 * and a hall's only section.
 */
function openAtFirst(plan: SeatingPlan, chosen: ReadonlySet<string>) {
  const rows = plan.Sections.flatMap((section) => section.Rows)
  const small = rows.reduce((n, row) => n + row.Seats.length, 0) <= LISTED_WHOLE_MAX
  const open = new Set<string>()
  for (const section of plan.Sections) {
    if (small || plan.Sections.length === 1) open.add(sectionKey(section.ID))
    for (const row of section.Rows)
      if (small || row.Seats.some((seat) => chosen.has(seat.ID)))
        open.add(sectionKey(section.ID)).add(rowKey(row.ID))
  }
  return open
}

/**
 * Every seat without the map, by section and row, for keyboard and screen-reader users: a section and a
 * row are buttons that show or hide what is in them (saying how many seats are free), each seat a toggle
 * button named "Section B, row C, seat 12, ৳800.00"; taken seats are there, disabled.
 */
export function SeatList({ plan, prices, chosen, onSeat, language }: Props) {
  const { t } = useSeatMapTranslation()
  const [open, setOpen] = useState(() => openAtFirst(plan, chosen))
  const flip = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const isFree = (seat: PlanSeat) => seat.Status === 'free' && prices.has(seat.TicketID)
  const freeIn = (rows: PlanRow[]) =>
    t('list.free', {
      n: localizeDigits(String(rows.reduce((n, row) => n + row.Seats.filter(isFree).length, 0)), language),
    })
  return (
    <Stack gap="xs">
      {plan.Sections.map((section) => {
        const name = sectionName(section, language)
        const sectionOpen = open.has(sectionKey(section.ID))
        return (
          <Stack key={section.ID} gap={4} component="section" aria-label={name}>
            <Title order={3} size="h5">
              <ShowHide
                opened={sectionOpen}
                controls={`seat-list-${section.ID}`}
                free={freeIn(section.Rows)}
                onClick={() => flip(sectionKey(section.ID))}
              >
                {name}
              </ShowHide>
            </Title>
            {sectionOpen && (
              <Stack id={`seat-list-${section.ID}`} gap={4} pl="sm">
                {section.Rows.map((row) => {
                  const rowName = t('list.row', { label: localizeDigits(row.Label, language) })
                  const rowOpen = open.has(rowKey(row.ID))
                  return (
                    <Stack key={row.ID} gap={4}>
                      <ShowHide
                        opened={rowOpen}
                        controls={`seat-list-${section.ID}-${row.ID}`}
                        free={freeIn([row])}
                        onClick={() => flip(rowKey(row.ID))}
                      >
                        {rowName}
                      </ShowHide>
                      {rowOpen && (
                        <Group
                          id={`seat-list-${section.ID}-${row.ID}`}
                          gap={6}
                          role="group"
                          aria-label={`${name}, ${rowName}`}
                        >
                          {row.Seats.map((seat) => {
                            const price = prices.get(seat.TicketID)
                            const picked = chosen.has(seat.ID)
                            const place = { section: name, row: row.Label, seat: seat.Number }
                            const named = seatName(
                              place,
                              isFree(seat) || picked ? (price ?? 0) : null,
                              language,
                            )
                            return (
                              <Button
                                key={seat.ID}
                                size="compact-sm"
                                miw={40}
                                variant={picked ? 'filled' : 'default'}
                                disabled={!isFree(seat) && !picked}
                                aria-pressed={picked}
                                aria-label={`${named}${seat.Accessible ? `, ${t('accessible')}` : ''}`}
                                onClick={() => onSeat(seat.ID)}
                              >
                                {seat.Accessible ? '♿' : ''}
                                {localizeDigits(seat.Number, language)}
                              </Button>
                            )
                          })}
                        </Group>
                      )}
                    </Stack>
                  )
                })}
              </Stack>
            )}
          </Stack>
        )
      })}
    </Stack>
  )
}

type ShowHideProps = {
  opened: boolean
  /** The ID of what it shows, while shown. */
  controls: string
  /** "12 free", on the right and after the name for a screen reader ("Row C, 12 free"). */
  free: string
  onClick: () => void
  children: string
}

/** A section's or row's button that shows or hides its seats. */
function ShowHide({ opened, controls, free, onClick, children }: ShowHideProps): ReactNode {
  const Chevron = opened ? IconChevronDown : IconChevronRight
  return (
    <Button
      variant="subtle"
      justify="space-between"
      fullWidth
      aria-expanded={opened}
      aria-controls={opened ? controls : undefined}
      aria-label={`${children}, ${free}`}
      rightSection={free}
      onClick={onClick}
    >
      <Group gap={6} wrap="nowrap">
        <Chevron size={16} aria-hidden />
        {children}
      </Group>
    </Button>
  )
}
