import { MultiSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { collectiblesQuery } from './api.ts'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = {
  eventId: string
  value: { ID: string }[]
  onChange: (value: { ID: string }[]) => void
  error?: string
  disabled?: boolean
}

/** Which of the event's collectibles the ticket's buyers collect. */
export function TicketCollectiblesField({ eventId, value, onChange, error, disabled }: Props) {
  const { t } = useCatalogTranslation()
  const { data = [] } = useQuery(collectiblesQuery(eventId))
  return (
    <MultiSelect
      label={t('ticketForm.collectibles')}
      description={t('ticketForm.collectiblesHint')}
      data={data.map((collectible) => ({ value: collectible.ID, label: collectible.Name }))}
      value={value.map(({ ID }) => ID)}
      onChange={(ids) => onChange(ids.map((ID) => ({ ID })))}
      error={error}
      disabled={disabled}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  )
}
