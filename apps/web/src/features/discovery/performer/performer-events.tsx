import { Text, Title } from '@mantine/core'
import type { UpcomingEvent } from '@mela/shared/catalog'
import { EventGrid } from '../event-grid.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** The performer's upcoming events as cards. */
export function PerformerEvents({ events }: { events: UpcomingEvent[] }) {
  const { t } = useDiscoveryTranslation()
  return (
    <section aria-labelledby="performer-upcoming">
      <Title order={2} id="performer-upcoming" mb="md">
        {t('performer.upcoming')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t('performer.noUpcoming')}</Text>
      ) : (
        <EventGrid events={events} />
      )}
    </section>
  )
}
