import { ActionIcon, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import { localizeDigits } from '@mela/shared/digits'
import type { PublicLanguage } from '@mela/shared/public-page'
import type { PlanRow, PlanSeat, SeatingPlan } from '@mela/shared/seating'
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react'
import { ticketName } from '../lib/localized.ts'
import { countText, priceText } from '../lib/price-format.ts'
import { ticketColors } from '../lib/seat-map/seat-colors.ts'
import { seatLabel, seatName, sectionName } from '../lib/seat-map/seat-label.ts'
import { SeatLegend } from '../lib/seat-map/seat-legend.tsx'
import { useSeatMapTranslation } from '../lib/seat-map/translation.ts'
import { QuantityStepper } from '../lib/ticket-picker/quantity-stepper.tsx'
import { maxOfTicket } from '../lib/ticket-picker/selection.ts'
import { PlanPicture } from './plan-picture.tsx'
import classes from './public-seat-choice.module.css'

// A hall this small is listed open; a bigger one lists its sections and rows folded, so a keyboard
// reaches any seat in a few keys (as the app's seat list does).
const LISTED_WHOLE_MAX = 60

type Props = { plan: SeatingPlan; tickets: Ticket[]; lang: PublicLanguage }

/**
 * A seated event's choice of seats on the rendered checkout: the plan's still picture (a tap loads the
 * interactive map: seat-map-island.tsx), every seat as a toggle in a list that works without the map,
 * the seats chosen, and "best available" by count. The script (seat-choice-island.ts) works them.
 */
export function PublicSeatChoice({ plan, tickets, lang }: Props) {
  const { t } = useSeatMapTranslation()
  const seated = tickets.filter((ticket) => ticket.Seated)
  const colors = ticketColors(seated.map((ticket) => ticket.ID))
  const prices = new Map(seated.map((ticket) => [ticket.ID, ticket.Price]))
  const legend = seated.map((ticket) => ({
    ID: ticket.ID,
    name: ticketName(ticket, lang),
    Price: ticket.Price,
  }))
  return (
    <Stack gap="sm" data-look="seats">
      {/* Without a script the list, the map and the chosen seats do nothing: best available by count posts. */}
      <noscript>
        <style>
          {
            '[data-look="legend"],[data-look="map"],[data-look="seat-list"],[data-look="chosen"]{display:none}'
          }
        </style>
      </noscript>
      <div data-look="legend">
        <SeatLegend tickets={legend} colors={colors} language={lang} />
      </div>
      <div data-look="map">
        <button type="button" data-look="map-open" className={classes.open} aria-label={t('map.openLabel')}>
          <PlanPicture plan={plan} colors={colors} label={t('map.title')} language={lang} />
          <span className={classes.hint} aria-hidden>
            {t('map.open')}
          </span>
        </button>
        {/* The map's tools, for its script to copy once it is loaded. */}
        <template data-look="map-tools">
          <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
            <Text size="xs" c="dimmed">
              {t('map.hint')}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="default" size="lg" aria-label={t('map.zoomOut')} data-zoom="out">
                <IconZoomOut size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={t('map.zoomIn')} data-zoom="in">
                <IconZoomIn size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={t('map.fit')} data-zoom="fit">
                <IconZoomReset size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </template>
      </div>
      <PublicSeatList plan={plan} prices={prices} lang={lang} />
      <ChosenSeatsShape />
      <PublicBestAvailable tickets={seated} lang={lang} />
    </Stack>
  )
}

/**
 * Every seat by section and row, folded in <details> for a big hall: each a toggle button named
 * "Section B, row C, seat 12, ৳800.00"; taken seats are there, disabled. The row carries its place
 * ("Section B · Row C") for the script's list of chosen seats.
 */
function PublicSeatList({
  plan,
  prices,
  lang,
}: {
  plan: SeatingPlan
  prices: ReadonlyMap<string, number>
  lang: PublicLanguage
}) {
  const { t } = useSeatMapTranslation()
  const rows = plan.Sections.flatMap((section) => section.Rows)
  const small = rows.reduce((n, row) => n + row.Seats.length, 0) <= LISTED_WHOLE_MAX
  const isFree = (seat: PlanSeat) => seat.Status === 'free' && prices.has(seat.TicketID)
  const freeIn = (some: PlanRow[]) =>
    t('list.free', {
      n: countText(
        some.reduce((n, row) => n + row.Seats.filter(isFree).length, 0),
        lang,
      ),
    })
  return (
    <Stack gap={4} data-look="seat-list">
      <Title order={3} size="h5">
        {t('map.listTitle')}
      </Title>
      {plan.Sections.map((section) => {
        const name = sectionName(section, lang)
        return (
          <details key={section.ID} open={small || plan.Sections.length === 1}>
            <summary className={classes.summary}>
              {name}
              <span className={classes.free}>{freeIn(section.Rows)}</span>
            </summary>
            <div className={classes.rows}>
              {section.Rows.map((row) => {
                const rowName = t('list.row', { label: localizeDigits(row.Label, lang) })
                return (
                  <details key={row.ID} open={small}>
                    <summary className={classes.summary}>
                      {rowName}
                      <span className={classes.free}>{freeIn([row])}</span>
                    </summary>
                    {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
                    <div
                      className={classes.seats}
                      role="group"
                      aria-label={`${name}, ${rowName}`}
                      data-place={seatLabel({ section: name, row: row.Label }, lang)}
                    >
                      {row.Seats.map((seat) => {
                        const free = isFree(seat)
                        const place = { section: name, row: row.Label, seat: seat.Number }
                        const named = seatName(place, free ? (prices.get(seat.TicketID) ?? 0) : null, lang)
                        return (
                          <button
                            key={seat.ID}
                            type="button"
                            className={classes.seat}
                            disabled={!free}
                            aria-pressed={false}
                            aria-label={`${named}${seat.Accessible ? `, ${t('accessible')}` : ''}`}
                            data-seat-button={seat.ID}
                            data-ticket={seat.TicketID}
                          >
                            {seat.Accessible ? '♿' : ''}
                            {localizeDigits(seat.Number, lang)}
                          </button>
                        )
                      })}
                    </div>
                  </details>
                )
              })}
            </div>
          </details>
        )
      })}
    </Stack>
  )
}

/** "Your seats": empty at first; the script adds a line per seat from the shape in its <template>. */
function ChosenSeatsShape() {
  const { t } = useSeatMapTranslation()
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="chosen-seats-title" data-look="chosen">
      <Stack gap={6}>
        <Title order={3} size="h5" id="chosen-seats-title">
          {t('chosen.title')}
        </Title>
        <Text size="sm" c="dimmed" data-look="chosen-none">
          {t('chosen.noneInList')}
        </Text>
        <ul className={classes.chosen} aria-live="polite" data-look="chosen-list" />
        {/* Parts the script adds and takes away (a hidden one would still be read as there). */}
        <template data-look="chosen-best">
          <Text size="sm" data-testid="best-count" />
        </template>
        <template data-look="chosen-line">
          <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">-</Text>
            <CloseButton size="lg" aria-label="-" />
          </Group>
        </template>
      </Stack>
    </Paper>
  )
}

/** "Best available": how many seats of which category, each a stepper of its own line (`best:{id}`). */
function PublicBestAvailable({ tickets, lang }: { tickets: Ticket[]; lang: PublicLanguage }) {
  const { t } = useSeatMapTranslation()
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="best-available-title">
      <Stack gap={6}>
        <Title order={3} size="h5" id="best-available-title">
          {t('best.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('best.note')}
        </Text>
        {tickets.map((ticket) => {
          const name = ticketName(ticket, lang)
          return (
            <Group
              key={ticket.ID}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-line={`best:${ticket.ID}`}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name} · {priceText(ticket.Price, lang)}
              </Text>
              <QuantityStepper
                name={t('best.of', { name })}
                value={0}
                max={maxOfTicket(ticket)}
                onChange={() => {}}
              />
            </Group>
          )
        })}
      </Stack>
    </Paper>
  )
}
