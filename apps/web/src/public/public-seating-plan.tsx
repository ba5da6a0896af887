import { Button, Paper, Stack } from '@mantine/core'
import type { Ticket } from '@mela/shared/catalog'
import type { Event } from '@mela/shared/event'
import type { PublicLanguage } from '@mela/shared/public-page'
import type { SeatingPlan } from '@mela/shared/seating'
import { IconArmchair } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { ticketName } from '../lib/localized.ts'
import { countText, priceText } from '../lib/price-format.ts'
import { TAKEN_COLOR, ticketColors } from '../lib/seat-map/seat-colors.ts'
import { useSeatMapTranslation } from '../lib/seat-map/translation.ts'
import { PlanPicture } from './plan-picture.tsx'
import classes from './public-seating-plan.module.css'

type Swatch = { color: string; square?: boolean; mark?: string }

function LegendEntry({ swatch, text }: { swatch: Swatch; text: string }) {
  const style: CSSProperties = { background: swatch.color, borderRadius: swatch.square ? 3 : undefined }
  return (
    <li className={classes.entry}>
      <span className={classes.swatch} style={style} aria-hidden>
        {swatch.mark}
      </span>
      {text}
    </li>
  )
}

/**
 * A seated event's plan on its server-rendered page, folded under "Seating plan" (it opens without a
 * script): the seats coloured as checkout colours them, what each colour costs and how many of its seats
 * are free, and the way to checkout's map to choose them while any is on sale.
 */
export function PublicSeatingPlan({
  plan,
  tickets,
  event,
  lang,
}: {
  plan: SeatingPlan
  tickets: Ticket[]
  event: Pick<Event, 'ID' | 'EndsAt'>
  lang: PublicLanguage
}) {
  const { t } = useSeatMapTranslation()
  // Checkout's map colours the seated tickets by their place in the event's list: the same here.
  const seated = tickets.filter((ticket) => ticket.Seated)
  const colors = ticketColors(seated.map((ticket) => ticket.ID))
  const seats = plan.Sections.flatMap((section) => section.Rows.flatMap((row) => row.Seats))
  const freeOf = new Map<string, number>()
  for (const seat of seats)
    if (seat.Status === 'free') freeOf.set(seat.TicketID, (freeOf.get(seat.TicketID) ?? 0) + 1)
  const free = seated.reduce((sum, ticket) => sum + (freeOf.get(ticket.ID) ?? 0), 0)
  // Checkout sells seats while the event is to come and a seated ticket has one left.
  const onSale =
    new Date(event.EndsAt).getTime() > Date.now() && seated.some((ticket) => ticket.Available > 0)
  const freeText = t('map.free', { free: countText(free, lang), total: countText(seats.length, lang) })

  return (
    <Paper withBorder px={{ base: 'md', sm: 'lg' }} py="xs" radius="md">
      <details data-public="seating-plan">
        <summary className={classes.summary}>
          {t('map.title')}
          <span className={classes.free}>{freeText}</span>
        </summary>
        <Stack gap="md" pb="sm">
          <PlanPicture plan={plan} colors={colors} label={`${t('map.title')}: ${freeText}`} language={lang} />
          <ul className={classes.legend} aria-label={t('legend.title')}>
            {seated.map((ticket) => (
              <LegendEntry
                key={ticket.ID}
                swatch={{ color: colors.get(ticket.ID) ?? TAKEN_COLOR }}
                text={[
                  ticketName(ticket, lang),
                  priceText(ticket.Price, lang),
                  t('list.free', { n: countText(freeOf.get(ticket.ID) ?? 0, lang) }),
                ].join(' · ')}
              />
            ))}
            <LegendEntry swatch={{ color: TAKEN_COLOR }} text={t('legend.taken')} />
            {seats.some((seat) => seat.Status === 'blocked') && (
              <LegendEntry swatch={{ color: TAKEN_COLOR, mark: '✕' }} text={t('legend.notForSale')} />
            )}
            {seats.some((seat) => seat.Accessible) && (
              <LegendEntry
                swatch={{ color: 'var(--mantine-color-dimmed)', square: true }}
                text={`♿ ${t('legend.accessible')}`}
              />
            )}
          </ul>
          {onSale && (
            <Button
              component={Link}
              to={`/purchase/create/event/${event.ID}`}
              size="md"
              fullWidth
              leftSection={<IconArmchair size={20} aria-hidden />}
            >
              {t('map.choose')}
            </Button>
          )}
        </Stack>
      </details>
    </Paper>
  )
}
