import { Alert, Badge, Button, Container, Stack, Text, Title } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconEyeOff, IconTicket } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { EventImage } from '../event-image.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { MarkdownText } from '../markdown/markdown-text.tsx'
import { EventActions } from './event-actions.tsx'
import { EventFacts } from './event-facts.tsx'
import { EventFeatures } from './event-features.tsx'
import classes from './event-page.module.css'
import { EventPerformers } from './event-performers.tsx'
import { useOpeningText } from './queue-opening.tsx'
import { TicketPanel, type WaitlistOf } from './ticket-panel.tsx'

const BANNER_WIDTHS = [640, 960, 1280, 1600]
// Full width on phones; two thirds of the 1140 px container beside the tickets from md up.
const BANNER_SIZES = '(max-width: 62em) 100vw, 760px'

/**
 * An event's page: banner, what, when, where, who, the description, and the tickets to buy. The page
 * rendered on the server passes its own share and calendar buttons (worked by a small script), and a
 * seated event's plan to show under the tickets; `queueOpensAt` when a queued sale has yet to open.
 */
export function EventDetails({
  event,
  actions,
  waitlistOf,
  plan,
  queueOpensAt,
}: {
  event: Event
  actions?: ReactNode
  waitlistOf?: WaitlistOf
  plan?: ReactNode
  queueOpensAt?: string
}) {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  return (
    <Container size="lg" py="xl">
      {!event.PublishedAt && (
        <Alert icon={<IconEyeOff aria-hidden />} color="yellow" variant="light" mb="md">
          {t('event.draft')}
        </Alert>
      )}
      <div className={plan ? `${classes.layout} ${classes.withPlan}` : classes.layout}>
        <EventImage
          src={event.ImageURL}
          widths={BANNER_WIDTHS}
          sizes={BANNER_SIZES}
          priority
          className={classes.banner}
        />
        <Stack gap="md" className={classes.summary}>
          <Badge variant="light" size="lg">
            {names.category(event.Category)}
          </Badge>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.Title}
          </Title>
          {actions ?? <EventActions event={event} />}
          {/* On a phone the tickets come after the facts, below the first screen: a way there at once. */}
          <Button
            component="a"
            href="#event-tickets"
            hiddenFrom="md"
            size="md"
            leftSection={<IconTicket size={20} aria-hidden />}
          >
            {event.SoldOut ? t('tickets.soldOutShortcut') : queueOpensAt ? t('queue.join') : t('tickets.buy')}
          </Button>
          {queueOpensAt && !event.SoldOut && <ShortcutOpening opensAt={queueOpensAt} />}
          <EventFacts event={event} />
        </Stack>
        <div className={classes.tickets}>
          <TicketPanel event={event} waitlistOf={waitlistOf} queueOpensAt={queueOpensAt} />
        </div>
        {plan && <div className={classes.plan}>{plan}</div>}
        <Stack gap="xl" className={classes.details}>
          {event.Description && (
            <section aria-labelledby="event-about">
              <Title order={2} size="h3" id="event-about" mb="sm">
                {t('event.about')}
              </Title>
              <MarkdownText source={event.Description} headingOrder={3} />
            </section>
          )}
          <EventPerformers performers={event.Performers} />
          <EventFeatures features={event.Features} />
        </Stack>
      </div>
    </Container>
  )
}

/** Under the phone's shortcut to the tickets: when the queued sale opens, on the first screen. */
function ShortcutOpening({ opensAt }: { opensAt: string }) {
  const opening = useOpeningText(opensAt)
  return (
    <Text size="sm" ta="center" hiddenFrom="md" mt={-8}>
      {opening}
    </Text>
  )
}
