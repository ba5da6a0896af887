import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { type District, EVENT_CATEGORIES, type EventCategory } from '@mela/shared/event-enums'
import { IconX } from '@tabler/icons-react'
import { useMemo } from 'react'
import { DateField } from '../../../lib/date-field.tsx'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { type FeedFilters, hasFilters } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { FeedSearchField } from './feed-search-field.tsx'

type Props = { filters: FeedFilters; onChange: (filters: FeedFilters) => void }

// Two fields a row where the panel spans the page; one in the narrow side column from md up.
const FIELD_COLS = { base: 1, xs: 2, md: 1 }

const FORMATS = { all: undefined, inPerson: false, online: true } as const
type Format = keyof typeof FORMATS
const formatOf = (online: boolean | undefined): Format =>
  online === undefined ? 'all' : online ? 'online' : 'inPerson'

/** Every feed filter: words, category, district, dates, online or not, verified organizers. */
export function FeedFilterBar({ filters, onChange }: Props) {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  const set = (change: Partial<FeedFilters>) => onChange({ ...filters, ...change })
  const categories = useMemo(
    () => EVENT_CATEGORIES.map((category) => ({ value: category, label: names.category(category) })),
    [names.category],
  )
  const districts = names.districtOptions
  return (
    <Stack gap="sm">
      <FeedSearchField
        value={filters.Search ?? ''}
        onSearch={(Search) => set({ Search: Search || undefined })}
      />
      <SimpleGrid cols={FIELD_COLS} spacing="sm">
        <Select
          label={t('filters.category')}
          placeholder={t('filters.anyCategory')}
          data={categories}
          value={filters.Category ?? null}
          onChange={(value) => set({ Category: (value as EventCategory | null) ?? undefined })}
          clearable
        />
        <Select
          label={t('filters.district')}
          placeholder={t('filters.anyDistrict')}
          data={districts}
          value={filters.District ?? null}
          onChange={(value) => set({ District: (value as District | null) ?? undefined })}
          searchable
          clearable
        />
        <DateField
          type="date"
          label={t('filters.from')}
          value={filters.From ?? ''}
          max={filters.To}
          onChange={(event) => set({ From: event.currentTarget.value || undefined })}
        />
        <DateField
          type="date"
          label={t('filters.to')}
          value={filters.To ?? ''}
          min={filters.From}
          onChange={(event) => set({ To: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="feed-format">
          {t('filters.format')}
        </Text>
        <SegmentedControl
          aria-labelledby="feed-format"
          fullWidth
          value={formatOf(filters.Online)}
          onChange={(value) => set({ Online: FORMATS[value as Format] })}
          data={[
            { value: 'all', label: t('filters.formatAll') },
            { value: 'inPerson', label: t('filters.formatInPerson') },
            { value: 'online', label: t('filters.formatOnline') },
          ]}
        />
      </Stack>
      <Group justify="space-between" gap="sm">
        <Switch
          label={t('filters.verified')}
          checked={filters.Verified ?? false}
          onChange={(event) => set({ Verified: event.currentTarget.checked || undefined })}
        />
        {hasFilters(filters) && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onChange({})}
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
