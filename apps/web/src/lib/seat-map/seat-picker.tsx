import { Alert, Loader, SegmentedControl, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { LoadFailed } from '../load-failed.tsx'
import { BestAvailable, type SeatedTicket } from './best-available.tsx'
import { buyerDrawing } from './buyer-drawing.ts'
import { ChosenSeats, placeLabel } from './chosen-seats.tsx'
import { seatsById } from './plan-seats.ts'
import { takenAmong, toggleSeat } from './seat-choice.ts'
import { ticketColors } from './seat-colors.ts'
import { SeatLegend } from './seat-legend.tsx'
import { SeatList } from './seat-list.tsx'
import { liveSeatingQuery } from './seating-queries.ts'
import { useSeatMapTranslation } from './translation.ts'
import { ZoomablePlan } from './zoomable-plan.tsx'

export type SeatChoice = { seats: string[]; best: Record<string, number> }

type Props = {
  eventId: string
  /** The event's seated tickets on sale here, in list order (their colours follow it). */
  tickets: SeatedTicket[]
  choice: SeatChoice
  onChange: (choice: SeatChoice) => void
}

/**
 * Picking seats on the plan (checkout and the box office): the map with its legend, or the same seats as
 * a list; the seats chosen with their prices; "best available". The plan is re-read every few seconds
 * while it is open, and a chosen seat that someone else took meanwhile is dropped, saying which.
 */
export default function SeatPicker({ eventId, tickets, choice, onChange }: Props) {
  const { t, language } = useSeatMapTranslation()
  const plan = useQuery(liveSeatingQuery(eventId))
  const [view, setView] = useState<'map' | 'list'>('map')
  const [gone, setGone] = useState<string[]>([])
  const colors = useMemo(() => ticketColors(tickets.map((ticket) => ticket.ID)), [tickets])
  const prices = useMemo(() => new Map(tickets.map((ticket) => [ticket.ID, ticket.Price])), [tickets])
  const chosen = new Set(choice.seats)

  const data = plan.data
  const taken = data ? takenAmong(choice.seats, data).join(',') : ''
  useEffect(() => {
    if (!data || !taken) return
    const seats = seatsById(data)
    const lost = taken.split(',')
    setGone(
      lost.map((id) => {
        const placed = seats.get(id)
        return placed ? placeLabel(placed, language) : id
      }),
    )
    onChange({ ...choice, seats: choice.seats.filter((id) => !lost.includes(id)) })
  }, [data, taken, choice, onChange, language])

  if (plan.error)
    return <LoadFailed title={t('map.failed')} error={plan.error} onRetry={() => void plan.refetch()} />
  if (!data) return <Loader size="sm" aria-label={t('map.loading')} />

  const toggle = (seatId: string) => {
    setGone([])
    onChange({ ...choice, seats: toggleSeat(choice.seats, seatId) })
  }
  const byId = seatsById(data)
  const picked = choice.seats.flatMap((id) => byId.get(id) ?? [])
  return (
    <Stack gap="sm">
      {gone.length > 0 && (
        <Alert color="orange" role="alert" withCloseButton onClose={() => setGone([])}>
          {t('gone', { seats: gone.join(', ') })}
        </Alert>
      )}
      <SeatLegend tickets={tickets} colors={colors} language={language} />
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value as 'map' | 'list')}
        data={[
          { value: 'map', label: t('map.showMap') },
          { value: 'list', label: t('map.showList') },
        ]}
      />
      {view === 'map' ? (
        <ZoomablePlan
          sections={buyerDrawing(data, colors, chosen, language)}
          onSeat={(key) => {
            if (byId.get(key)?.seat.Status === 'free' && prices.has(byId.get(key)?.seat.TicketID ?? ''))
              toggle(key)
            else if (chosen.has(key)) toggle(key)
          }}
        />
      ) : (
        <SeatList plan={data} prices={prices} chosen={chosen} onSeat={toggle} language={language} />
      )}
      <ChosenSeats
        seats={picked}
        prices={prices}
        onRemove={toggle}
        language={language}
        view={view}
        bestCount={Object.values(choice.best).reduce((sum, n) => sum + n, 0)}
      />
      <BestAvailable
        tickets={tickets}
        best={choice.best}
        onChange={(best) => onChange({ ...choice, best })}
        language={language}
      />
    </Stack>
  )
}
