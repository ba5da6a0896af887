import { Badge, Group, Text } from '@mantine/core'
import { useMemo } from 'react'
import { eventWhen, readsAsDhakaTime, viewerTimeZone } from '../event-time.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** The event's day and hours on Dhaka's clock, marked "Dhaka time" for viewers on another clock. */
export function EventWhenText({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t, lang } = useDiscoveryTranslation()
  const when = eventWhen(startsAt, endsAt, lang)
  const elsewhere = useMemo(() => !readsAsDhakaTime([startsAt, endsAt], viewerTimeZone()), [startsAt, endsAt])
  return (
    <>
      <Text fw={600}>
        <time dateTime={startsAt}>{when.day}</time>
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {when.time}
        </Text>
        {elsewhere && (
          <Badge variant="outline" color="gray" size="sm">
            {t('event.dhakaTime')}
          </Badge>
        )}
      </Group>
    </>
  )
}
