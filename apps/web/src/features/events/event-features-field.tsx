import { Checkbox, SimpleGrid } from '@mantine/core'
import { EVENT_FEATURES } from '@mela/shared/event-enums'
import { useEventNames } from '../../lib/event-names/translation.ts'
import { useEventsTranslation } from './locales/translation.ts'
import type { EventForm } from './use-event-form.ts'

/** What the venue or event offers, ticked from the product’s fixed list. */
export function EventFeaturesField({ form }: { form: EventForm }) {
  const { t } = useEventsTranslation()
  const names = useEventNames()
  return (
    <Checkbox.Group
      label={t('metadata.features')}
      description={t('metadata.featuresHint')}
      {...form.getInputProps('Features')}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="sm">
        {EVENT_FEATURES.map((feature) => (
          <Checkbox key={feature} value={feature} label={names.feature(feature)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  )
}
