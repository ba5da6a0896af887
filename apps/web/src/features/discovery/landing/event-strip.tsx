import { type CardEvent, EventCard } from '../event-card.tsx'
import { EventCardSkeleton } from '../event-card-skeleton.tsx'
import classes from './event-strip.module.css'

type Props = { events: CardEvent[]; loadingCount: number }

/** A home-page row of events: a swipeable strip on phones, a grid of four on wide screens. */
export function EventStrip({ events, loadingCount }: Props) {
  return (
    // Keyboard users reach every card through its link; focusing one scrolls it into view.
    <div className={classes.strip} aria-busy={loadingCount > 0}>
      {events.map((event) => (
        <EventCard key={event.ID} event={event} />
      ))}
      {Array.from({ length: loadingCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <EventCardSkeleton key={index} />
      ))}
    </div>
  )
}
