import { Group, Image, Stack, Text, Title } from '@mantine/core'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import type { Event } from '@mela/shared/event'
import { IconCalendarEvent, IconMapPin, IconWorld } from '@tabler/icons-react'
import { localized } from '../../lib/localized.ts'
import { imageUrl } from '../../lib/media/image-url.ts'
import { useCheckoutTranslation } from './locales/translation.ts'

type Props = {
  event: Pick<Event, 'Title' | 'StartsAt' | 'Venue' | 'Online' | 'ImageURL' | 'Bn'>
  /** Who runs it, when known (the picker has the event's organization, a purchase does not). */
  organizer?: string
  /** The page's main heading, or a section heading under another title. */
  headingOrder?: 1 | 2
}

/** Which event this is about: picture, title, when and where. */
export function EventSummary({ event: original, organizer, headingOrder = 1 }: Props) {
  const { t, language } = useCheckoutTranslation()
  const event = localized(original, language)
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      {event.ImageURL && (
        <Image
          src={imageUrl(event.ImageURL, { width: 160 })}
          alt=""
          w={{ base: 96, sm: 160 }}
          radius="md"
          style={{ aspectRatio: '16 / 9', flexShrink: 0 }}
          visibleFrom="xs"
        />
      )}
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title
          order={headingOrder}
          size={headingOrder === 1 ? 'h2' : 'h3'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.Title}
        </Title>
        {organizer && (
          <Text size="sm" c="dimmed">
            {t('event.by', { organizer })}
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{formatDate(event.StartsAt, DATE_TIME_FULL, { lang: language })}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          {event.Online ? (
            <IconWorld size={18} aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {event.Online ? t('event.online') : event.Venue}
          </Text>
        </Group>
      </Stack>
    </Group>
  )
}
