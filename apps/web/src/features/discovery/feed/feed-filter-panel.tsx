import { Badge, Box, Button, Collapse, Paper, Stack } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { localizeDigits } from '@mela/shared/digits'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { type FeedFilters, paramsFromFilters } from '../feed-filters.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { ActiveFilterPills } from './active-filter-pills.tsx'
import { FeedFilterBar } from './feed-filter-bar.tsx'

type Props = { filters: FeedFilters; onChange: (filters: FeedFilters) => void }

// Mantine's md breakpoint: from here the filters sit beside the events, always open.
const WIDE = '(min-width: 62em)'

/** The filters: a column beside the feed on wide screens; on phones folded behind a button, the chosen ones as pills. */
export function FeedFilterPanel({ filters, onChange }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const wide = useMediaQuery(WIDE, false, { getInitialValueInEffect: false })
  const [opened, { toggle }] = useDisclosure(false)
  const active = paramsFromFilters(filters).size
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" radius="md" component="aside" aria-label={t('filters.heading')}>
        {!wide && (
          <Button
            variant="subtle"
            fullWidth
            onClick={toggle}
            aria-expanded={opened}
            aria-controls="feed-filters"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={active > 0 && <Badge circle>{localizeDigits(String(active), lang)}</Badge>}
          >
            {opened ? t('filters.hide') : t('filters.show')}
          </Button>
        )}
        <Collapse expanded={wide || opened} id="feed-filters">
          <Box pt={wide ? 0 : 'sm'}>
            <FeedFilterBar filters={filters} onChange={onChange} />
          </Box>
        </Collapse>
      </Paper>
      {!wide && !opened && <ActiveFilterPills filters={filters} onChange={onChange} />}
    </Stack>
  )
}
