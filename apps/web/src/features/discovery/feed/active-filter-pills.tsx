import { Group, Pill } from '@mantine/core'
import { DATE_SHOWN, DEFAULT_TIME_ZONE, formatDate } from '@mela/shared/dates'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import type { FeedFilters } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

type Props = { filters: FeedFilters; onChange: (filters: FeedFilters) => void }

/** The filters in force as removable pills, so phones see them while the panel is folded. */
export function ActiveFilterPills({ filters, onChange }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const names = useEventNames()
  // Noon in Dhaka names the same calendar day in any zone.
  const day = (value: string) =>
    formatDate(`${value}T12:00:00+06:00`, DATE_SHOWN, { lang, timeZone: DEFAULT_TIME_ZONE })
  const dates =
    filters.From && filters.To
      ? t('filters.dates', { from: day(filters.From), to: day(filters.To) })
      : filters.From
        ? t('filters.fromOnly', { from: day(filters.From) })
        : filters.To
          ? t('filters.toOnly', { to: day(filters.To) })
          : null
  const pills: { key: string; label: string | null; without: FeedFilters }[] = [
    {
      key: 'search',
      label: filters.Search ? t('filters.searchFor', { words: filters.Search }) : null,
      without: { Search: undefined },
    },
    {
      key: 'category',
      label: filters.Category ? names.category(filters.Category) : null,
      without: { Category: undefined },
    },
    {
      key: 'district',
      label: filters.District ? names.district(filters.District) : null,
      without: { District: undefined },
    },
    { key: 'dates', label: dates, without: { From: undefined, To: undefined } },
    {
      key: 'online',
      label:
        filters.Online === undefined
          ? null
          : filters.Online
            ? t('filters.formatOnline')
            : t('filters.formatInPerson'),
      without: { Online: undefined },
    },
    {
      key: 'verified',
      label: filters.Verified ? t('filters.verified') : null,
      without: { Verified: undefined },
    },
  ]
  const shown = pills.filter((pill) => pill.label)
  if (shown.length === 0) return null
  return (
    <Group gap="xs" aria-label={t('filters.active')} role="group">
      {shown.map(({ key, label, without }) => (
        <Pill
          key={key}
          size="md"
          withRemoveButton
          onRemove={() => onChange({ ...filters, ...without })}
          removeButtonProps={{ 'aria-label': t('filters.remove', { filter: label }) }}
        >
          {label}
        </Pill>
      ))}
    </Group>
  )
}
