import { Badge, Group, Title } from '@mantine/core'
import type { EventFeature } from '@mela/shared/event-enums'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** What the venue offers: parking, prayer space, wheelchair access … */
export function EventFeatures({ features }: { features: EventFeature[] }) {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  if (features.length === 0) return null
  return (
    <section aria-labelledby="event-features">
      <Title order={2} size="h3" id="event-features" mb="sm">
        {t('event.features')}
      </Title>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {features.map((feature) => (
          <Badge key={feature} component="li" variant="default" size="lg" tt="none" fw={500}>
            {names.feature(feature)}
          </Badge>
        ))}
      </Group>
    </section>
  )
}
