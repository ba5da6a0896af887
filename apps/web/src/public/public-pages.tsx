import { Button, Group } from '@mantine/core'
import type { PublicPage } from '@mela/shared/public-page'
import { IconCalendarPlus, IconShare } from '@tabler/icons-react'
import type { QueryClient } from '@tanstack/react-query'
import { eventBundlesQuery, eventTicketsQuery, feedPreviewQuery } from '../features/discovery/api.ts'
import { EventDetails } from '../features/discovery/event/event-details.tsx'
import { apiQueryOf } from '../features/discovery/feed-filters.ts'
import {
  FEATURED_FILTERS,
  LandingPage,
  UPCOMING_FILTERS,
} from '../features/discovery/landing/landing-page.tsx'
import { useDiscoveryTranslation } from '../features/discovery/locales/translation.ts'
import { localized } from '../lib/localized.ts'
import { PublicCheckoutPage } from './public-checkout.tsx'
import { PublicFeed } from './public-feed.tsx'
import { PublicOrganizationFeed, PublicPerformerPage } from './public-profiles.tsx'
import { PublicSeatingPlan } from './public-seating-plan.tsx'
import { PublicWaitlist } from './public-waitlist.tsx'

/** The landing page's rows as the API hands them (first page, this many events). */
export const LANDING_ROWS = { featured: 4, upcoming: 8 } as const

/** Puts the API's answers where the components' queries look for them, so nothing loads while rendering. */
export function prefill(queryClient: QueryClient, page: PublicPage) {
  if (page.kind === 'event') {
    queryClient.setQueryData(eventTicketsQuery(page.event.ID).queryKey, page.tickets)
    queryClient.setQueryData(eventBundlesQuery(page.event.ID).queryKey, page.bundles)
  }
  if (page.kind === 'landing') {
    const featured = feedPreviewQuery(apiQueryOf(FEATURED_FILTERS), LANDING_ROWS.featured)
    const upcoming = feedPreviewQuery(apiQueryOf(UPCOMING_FILTERS), LANDING_ROWS.upcoming)
    queryClient.setQueryData(featured.queryKey, page.featured)
    queryClient.setQueryData(upcoming.queryKey, page.upcoming)
  }
}

export function PublicPageBody({
  page,
  url,
  seatMapScript,
}: {
  page: PublicPage
  url: string
  /** Where checkout's interactive seat map is, for its script to load when the buyer touches the plan. */
  seatMapScript?: string | null
}) {
  const { lang } = useDiscoveryTranslation()
  if (page.kind === 'event') {
    const event = localized(page.event, lang)
    return (
      <EventDetails
        event={event}
        actions={<PublicEventActions eventId={event.ID} title={event.Title} />}
        waitlistOf={
          page.waitlist ? (_, tickets) => <PublicWaitlist tickets={tickets} lang={lang} /> : undefined
        }
        plan={
          page.plan && <PublicSeatingPlan plan={page.plan} tickets={page.tickets} event={event} lang={lang} />
        }
        queueOpensAt={page.queueOpensAt}
      />
    )
  }
  if (page.kind === 'checkout')
    return <PublicCheckoutPage page={page} url={url} lang={lang} seatMapScript={seatMapScript ?? null} />
  if (page.kind === 'landing') return <LandingPage />
  if (page.kind === 'organization') return <PublicOrganizationFeed page={page} />
  if (page.kind === 'performer') return <PublicPerformerPage page={page} />
  return <PublicFeed page={page} url={url} />
}

/** Share (worked by the page's script) and the calendar file the API serves for any event. */
function PublicEventActions({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useDiscoveryTranslation()
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconShare size={18} aria-hidden />}
        aria-label={t('event.shareLabel')}
        data-public="share"
        data-share-path={`/e/${eventId}`}
        data-share-title={title}
        data-copied={t('event.linkCopied')}
      >
        {t('event.share')}
      </Button>
      <Button
        component="a"
        href={`/api/event/${eventId}/calendar.ics`}
        download
        variant="light"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
      >
        {t('event.addToCalendar')}
      </Button>
    </Group>
  )
}
