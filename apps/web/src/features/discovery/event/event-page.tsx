import { Container } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-error.ts'
import { attendeePolicyQuery } from '../../../lib/attendee-policy.ts'
import { localized } from '../../../lib/localized.ts'
import { eventQuery } from '../api.ts'
import { LoadError } from '../load-error.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { NotFoundState } from '../not-found-state.tsx'
import { EventDetails } from './event-details.tsx'
import { EventPageSkeleton } from './event-page-skeleton.tsx'
import type { WaitlistOf } from './ticket-panel.tsx'
import { usePageTitle } from './use-page-title.ts'

/**
 * /event/view/{eventId}, /e/{eventId} and /bn/e/{eventId}: one event for anyone with the link, in the
 * reader's language (or the URL's), with the other language where nothing was written in it.
 */
export function EventPage({
  eventId,
  language,
  waitlistOf,
}: {
  eventId: string
  language?: 'en' | 'bn'
  waitlistOf?: WaitlistOf
}) {
  const { t, lang } = useDiscoveryTranslation()
  const query = useQuery(eventQuery(eventId))
  const event = { ...query, data: query.data && localized(query.data, language ?? lang) }
  // The rendered page hears of a queued sale's opening from the server; the app asks the policy.
  const policy = useQuery({ ...attendeePolicyQuery(eventId), enabled: Boolean(query.data) })
  const queue = policy.data?.Queue
  const queueOpensAt =
    queue?.Enabled && queue.OpensAt && Date.parse(queue.OpensAt) > Date.now() ? queue.OpensAt : undefined
  usePageTitle(event.data?.Title)
  // A draft, a removed event and a malformed ID all read as "not found" to the visitor.
  if (event.error instanceof ApiError && [400, 404].includes(event.error.status)) {
    return <NotFoundState title={t('event.notFoundTitle')} text={t('event.notFoundText')} />
  }
  if (event.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError onRetry={() => void query.refetch()} />
      </Container>
    )
  }
  if (!event.data) return <EventPageSkeleton />
  return <EventDetails event={event.data} waitlistOf={waitlistOf} queueOpensAt={queueOpensAt} />
}
