import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { QueuePlace } from '@mela/shared/queue'
import { useQuery } from '@tanstack/react-query'
import { eventQuery } from '../../lib/event-queries.ts'
import { localized } from '../../lib/localized.ts'
import { errorMessageOf } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { saleOpening } from '../../lib/sale-opening.ts'
import { useCountdown } from '../../lib/use-countdown.ts'
import { useQueueTranslation } from './translation.ts'
import { useQueuePlace } from './use-queue-place.ts'

/**
 * The waiting screen of an event whose sale has a queue: which event (a buyer may wait in two tabs), a
 * countdown with the opening's clock time, then the place and an estimate.
 */
export function QueueWait({ eventId, onAdmitted }: { eventId: string; onAdmitted: () => void }) {
  const { t, language } = useQueueTranslation()
  const { place, offline, error, held, startOver } = useQueuePlace(eventId, onAdmitted)
  const event = useQuery(eventQuery(eventId)).data
  return (
    <Container size="xs" py="xl" px="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md" align="center" ta="center" aria-live="polite">
          {event && (
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="queue-event">
              {localized(event, language).Title}
            </Text>
          )}
          <Title order={1} size="h2">
            {t('wait.title')}
          </Title>
          {place ? (
            <PlaceShown place={place} onStartOver={startOver} />
          ) : (
            <Joining error={error} held={held} />
          )}
          {offline && place && (
            <Alert color="yellow" w="100%" role="status">
              {t('wait.offline')}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('wait.keepOpen')}
          </Text>
        </Stack>
      </Paper>
    </Container>
  )
}

/** Joining; a refusal the join is waiting out (`held`) is said while it tries again by itself. */
function Joining({ error, held }: { error: unknown; held: unknown }) {
  const { t } = useQueueTranslation()
  if (error) return <Alert color="red">{errorMessageOf(error)}</Alert>
  return (
    <>
      <Loader size="sm" />
      <Text>{t('wait.joining')}</Text>
      {held !== undefined && (
        <Alert color="yellow" w="100%" role="status">
          {errorMessageOf(held)}
        </Alert>
      )}
    </>
  )
}

function PlaceShown({ place, onStartOver }: { place: QueuePlace; onStartOver: () => void }) {
  const { t, language } = useQueueTranslation()
  const countdown = useCountdown(place.OpensAt)
  if (place.Status === 'expired')
    return (
      <>
        <Text>{t('wait.expired')}</Text>
        <Button size="md" onClick={onStartOver}>
          {t('wait.joinAgain')}
        </Button>
      </>
    )
  if (place.Position === 0)
    return (
      <>
        <Text fw={500}>{t('wait.opensIn')}</Text>
        <Text fz={40} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {localizeDigits(countdown.text, language)}
        </Text>
        {place.OpensAt && <OpeningClock opensAt={place.OpensAt} />}
        <Text size="sm">{t('wait.beforeOpening')}</Text>
      </>
    )
  const minutes = Math.ceil(place.EstimatedWaitSeconds / 60)
  return (
    <>
      <Text fw={500}>{t('wait.place')}</Text>
      <Text fz={48} fw={700} lh={1.1} data-testid="queue-position">
        {countText(place.Position, language)}
      </Text>
      <Text>
        {place.EstimatedWaitSeconds < 60
          ? t('wait.estimateSoon')
          : t('wait.estimate', { minutes: countText(minutes, language) })}
      </Text>
    </>
  )
}

/** "Opens at 8:00 PM (Dhaka time)": the countdown alone does not say when to come back. */
function OpeningClock({ opensAt }: { opensAt: string }) {
  const { t, language } = useQueueTranslation()
  const { time, day } = saleOpening(opensAt, language)
  return (
    <Text fw={500} data-testid="queue-opens-at">
      <time dateTime={opensAt}>
        {day ? t('wait.opensOnDay', { time, day }) : t('wait.opensAt', { time })}
      </time>
    </Text>
  )
}
