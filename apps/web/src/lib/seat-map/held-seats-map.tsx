import { Group, Loader, Stack, Text } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { localizeDigits } from '@mela/shared/digits'
import type { SeatingPlan } from '@mela/shared/seating'
import { useQuery } from '@tanstack/react-query'
import { currentLanguage } from '../i18n.ts'
import type { DrawnSection } from './plan-drawing.tsx'
import { TAKEN_COLOR } from './seat-colors.ts'
import { sectionName } from './seat-label.ts'
import { seatingQuery } from './seating-queries.ts'
import { useSeatMapTranslation } from './translation.ts'
import { ZoomablePlan } from './zoomable-plan.tsx'

// One colour for the buyer's seats, whatever their category: the question here is "where am I", not "at
// what price". Ringed as a chosen seat is on checkout's map.
const YOURS = 'var(--mantine-color-blue-6)'

/** The hall with the buyer's seats in colour and ringed, every other seat grey. */
function heldDrawing(plan: SeatingPlan, held: ReadonlySet<string>, language: Language): DrawnSection[] {
  return plan.Sections.map((section) => ({
    key: section.ID,
    name: sectionName(section, language),
    rows: section.Rows.map((row) => ({
      key: row.ID,
      label: localizeDigits(row.Label, language),
      seats: row.Seats.map((seat) => ({
        key: seat.ID,
        X: seat.X,
        Y: seat.Y,
        color: held.has(seat.ID) ? YOURS : TAKEN_COLOR,
        chosen: held.has(seat.ID),
        accessible: seat.Accessible,
      })),
    })),
  }))
}

const Dot = ({ color, ring }: { color: string; ring?: boolean }) => (
  <span
    aria-hidden
    style={{
      width: 14,
      height: 14,
      borderRadius: '50%',
      background: color,
      boxShadow: ring ? 'inset 0 0 0 3px var(--mantine-color-text)' : undefined,
      flexShrink: 0,
    }}
  />
)

/**
 * Where a held order's seats are in the hall (seats the server chose: best available, a bundle), shown
 * before the buyer pays. Loaded on demand (lazy-held-seats-map.tsx).
 */
export default function HeldSeatsMap({ eventId, seatIds }: { eventId: string; seatIds: string[] }) {
  const { t } = useSeatMapTranslation()
  const plan = useQuery(seatingQuery(eventId))
  if (!plan.data) return plan.isPending ? <Loader size="sm" aria-label={t('map.loading')} /> : null
  const held = new Set(seatIds)
  return (
    <Stack gap={6}>
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <Group gap={6} component="li" wrap="nowrap">
          <Dot color={YOURS} ring />
          <Text size="sm">{t('legend.yours')}</Text>
        </Group>
        <Group gap={6} component="li" wrap="nowrap">
          <Dot color={TAKEN_COLOR} />
          <Text size="sm">{t('legend.others')}</Text>
        </Group>
      </Group>
      <ZoomablePlan sections={heldDrawing(plan.data, held, currentLanguage())} />
    </Stack>
  )
}
