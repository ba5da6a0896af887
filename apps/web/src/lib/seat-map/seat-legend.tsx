import { Group, Text } from '@mantine/core'
import type { Language } from '@mela/shared/constants'
import { priceText } from '../price-format.ts'
import { TAKEN_COLOR } from './seat-colors.ts'
import { useSeatMapTranslation } from './translation.ts'

export type LegendTicket = { ID: string; name: string; Price: number }

type SwatchProps = { color: string; square?: boolean; ring?: boolean; mark?: string }
const Swatch = ({ color, square, ring, mark }: SwatchProps) => (
  <span
    aria-hidden
    style={{
      display: 'inline-grid',
      placeItems: 'center',
      width: 14,
      height: 14,
      borderRadius: square ? 3 : '50%',
      background: color,
      boxShadow: ring ? 'inset 0 0 0 3px var(--mantine-color-text)' : undefined,
      color: 'var(--mantine-color-text)',
      fontSize: 10,
      lineHeight: 1,
      flexShrink: 0,
    }}
  >
    {mark}
  </span>
)

const Entry = ({ swatch, text }: { swatch: React.ReactNode; text: string }) => (
  <Group gap={6} wrap="nowrap" component="li">
    {swatch}
    <Text size="sm">{text}</Text>
  </Group>
)

/** What the colours and shapes of the plan mean: one colour per price category, then the states. */
export function SeatLegend({
  tickets,
  colors,
  language,
  editor = false,
}: {
  tickets: LegendTicket[]
  colors: ReadonlyMap<string, string>
  language: Language
  /** The editor's states (chosen, blocked, held or sold) rather than a buyer's (taken, your choice). */
  editor?: boolean
}) {
  const { t } = useSeatMapTranslation()
  return (
    <Group
      component="ul"
      gap="sm"
      aria-label={t('legend.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tickets.map((ticket) => (
        <Entry
          key={ticket.ID}
          swatch={<Swatch color={colors.get(ticket.ID) ?? TAKEN_COLOR} />}
          text={`${ticket.name} · ${priceText(ticket.Price, language)}`}
        />
      ))}
      {editor ? (
        <>
          <Entry swatch={<Swatch color="var(--mantine-color-blue-6)" ring />} text={t('legend.selected')} />
          <Entry swatch={<Swatch color={TAKEN_COLOR} mark="✕" />} text={t('legend.blocked')} />
          <Entry swatch={<Swatch color={TAKEN_COLOR} mark="●" />} text={t('legend.locked')} />
        </>
      ) : (
        <>
          <Entry swatch={<Swatch color={TAKEN_COLOR} />} text={t('legend.taken')} />
          <Entry swatch={<Swatch color="var(--mantine-color-blue-6)" ring />} text={t('legend.chosen')} />
        </>
      )}
      <Entry
        swatch={<Swatch color="var(--mantine-color-dimmed)" square />}
        text={`♿ ${t('legend.accessible')}`}
      />
    </Group>
  )
}
