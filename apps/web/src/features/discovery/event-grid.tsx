import { SimpleGrid, type SimpleGridProps, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type CardEvent, EventCard } from './event-card.tsx'
import { EventCardSkeleton } from './event-card-skeleton.tsx'

type Props = {
  events: CardEvent[]
  /** Placeholder cards shown after the events while more are on their way. */
  loadingCount?: number
  headingOrder?: 2 | 3 | 4
  cols?: SimpleGridProps['cols']
}

const DEFAULT_COLS = { base: 1, xs: 2, md: 3 }

/** Event cards in a responsive grid: one column on phones, up to three (or as asked). */
export function EventGrid({ events, loadingCount = 0, headingOrder, cols = DEFAULT_COLS }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <SimpleGrid cols={cols} spacing="lg" verticalSpacing="lg" aria-busy={loadingCount > 0}>
        {events.map((event) => (
          <EventCard key={event.ID} event={event} headingOrder={headingOrder} />
        ))}
        {Array.from({ length: loadingCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <EventCardSkeleton key={index} />
        ))}
      </SimpleGrid>
      {loadingCount > 0 && <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>}
    </>
  )
}
