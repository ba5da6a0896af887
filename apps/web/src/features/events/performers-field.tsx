import { MultiSelect, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { organizationPerformersQuery } from './api.ts'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

const nameOf = (performer: { FirstName: string; LastName: string; AlternativeName: string | null }) => {
  const name = `${performer.FirstName} ${performer.LastName}`.trim()
  return performer.AlternativeName ? `${name} (${performer.AlternativeName})` : name
}

/** The organization's performers appearing at the event. */
export function PerformersField({ form, accountId }: { form: EventForm; accountId: string }) {
  const { t } = useEventsTranslation()
  const { data, isPending } = useQuery(organizationPerformersQuery(accountId))
  const performers = data ?? []
  return (
    <div>
      <MultiSelect
        label={t('metadata.performers')}
        description={t('metadata.performersHint')}
        placeholder={t('metadata.performersPlaceholder')}
        searchable
        nothingFoundMessage={t('metadata.performersNothingFound')}
        disabled={isPending}
        data={performers.map((performer) => ({ value: performer.ID, label: nameOf(performer) }))}
        {...form.getInputProps('PerformerIDs')}
      />
      {data?.length === 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('metadata.performersEmpty')}
        </Text>
      )}
    </div>
  )
}
