import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconMapPin, IconWorld } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useEventNames } from '../../lib/event-names/translation.ts'
import { localized } from '../../lib/localized.ts'
import classes from './event-card.module.css'
import { EventImage } from './event-image.tsx'
import { cardDate } from './event-time.ts'
import { useDiscoveryTranslation } from './locales/translation.ts'
import { placeLine } from './place.ts'
import { PriceTag } from './price-tag.tsx'
import { VerifiedMark } from './verified-mark.tsx'

/** What a card needs; a performer's upcoming events carry no organization or price. */
export type CardEvent = Pick<Event, 'ID' | 'Title' | 'StartsAt' | 'Venue' | 'ImageURL' | 'Online'> & {
  District: string | null
} & Partial<Pick<Event, 'Account' | 'PriceFrom' | 'SoldOut' | 'Bn'>>

type Props = { event: CardEvent; headingOrder?: 2 | 3 | 4 }

const CARD_IMAGE_WIDTHS = [400, 640, 800]
const CARD_SIZES = '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 400px'

/** One event in a grid: banner, date, title, place, organizer and price; the whole card opens it. */
export function EventCard({ event: original, headingOrder = 3 }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const event = localized(original, lang)
  const names = useEventNames()
  const place = placeLine(event, names.district)
  return (
    <Card component="article" withBorder padding="md" radius="md" className={classes.card}>
      <Card.Section>
        <EventImage src={event.ImageURL} widths={CARD_IMAGE_WIDTHS} sizes={CARD_SIZES}>
          {event.SoldOut && (
            <Badge color="red.9" variant="filled" className={classes.soldOut}>
              {t('card.soldOut')}
            </Badge>
          )}
        </EventImage>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text size="sm" fw={600} className={classes.date}>
          <time dateTime={event.StartsAt}>{cardDate(event.StartsAt, lang)}</time>
        </Text>
        <Title order={headingOrder} size="h4" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          <Link to={`/event/view/${event.ID}`} className={classes.link}>
            {event.Title}
          </Link>
        </Title>
        <Group gap={6} wrap="nowrap" c="dimmed">
          {event.Online ? <IconWorld size={16} aria-hidden /> : <IconMapPin size={16} aria-hidden />}
          <Text size="sm" lineClamp={1}>
            {place ?? t('common.online')}
          </Text>
        </Group>
        {event.Account && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t('card.byOrganization', { name: event.Account.Name })}{' '}
            {event.Account.Verified && <VerifiedMark size={14} />}
          </Text>
        )}
      </Stack>
      {event.PriceFrom !== undefined && (
        <PriceTag priceFrom={event.PriceFrom} soldOut={event.SoldOut ?? false} mt="sm" />
      )}
    </Card>
  )
}
