import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { PURCHASE_STATUSES, type PurchaseStatus } from '@mela/shared/purchase'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useCheckoutTranslation } from '../locales/translation.ts'
import type { PurchaseFilters } from './purchase-filters.ts'

// The select offers only known statuses; anything else (the "all" choice) means no filter.
const statusOf = (value: string): PurchaseStatus | undefined =>
  PURCHASE_STATUSES.find((status) => status === value)

// Long enough that a phone number typed digit by digit asks the server once, short enough to feel live.
const SEARCH_DELAY_MS = 350

type Props = {
  filters: PurchaseFilters
  onChange: (change: Partial<PurchaseFilters>, options?: { replace?: boolean }) => void
}

/** The status picker and the buyer search above the purchases list. */
export function PurchaseFiltersBar({ filters, onChange }: Props) {
  const { t } = useCheckoutTranslation()
  // The box shows every keystroke at once; the address bar (and so the query) follows after a pause.
  const [text, setText] = useState(filters.search)
  const search = useDebouncedCallback(
    (value: string) => onChange({ search: value }, { replace: true }),
    SEARCH_DELAY_MS,
  )
  const statuses = [
    { value: '', label: t('eventPurchases.allStatuses') },
    ...PURCHASE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ]

  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <TextInput
        type="search"
        label={t('eventPurchases.search')}
        placeholder={t('eventPurchases.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          search(event.currentTarget.value)
        }}
        miw={220}
      />
      <NativeSelect
        label={t('eventPurchases.statusFilter')}
        data={statuses}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: statusOf(event.currentTarget.value) })}
        miw={160}
      />
    </Group>
  )
}
