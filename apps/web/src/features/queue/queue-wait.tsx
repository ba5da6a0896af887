import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { QueuePlace } from '@mela/shared/queue'
import { useEffect, useState } from 'react'
import { errorMessageOf } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { useQueueTranslation } from './translation.ts'
import { useQueuePlace } from './use-queue-place.ts'

const two = (n: number) => String(n).padStart(2, '0')

/** 1:02:03 or 04:05, ticking every second on the buyer's own clock between polls. */
function useCountdown(until: string | null) {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const seconds = until ? Math.max(0, Math.floor((Date.parse(until) - now) / 1000)) : 0
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
  return { seconds, text: h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}` }
}

/** The waiting screen of an event whose sale has a queue: a countdown, then the place and an estimate. */
export function QueueWait({ eventId, onAdmitted }: { eventId: string; onAdmitted: () => void }) {
  const { t } = useQueueTranslation()
  const { place, offline, error, held, startOver } = useQueuePlace(eventId, onAdmitted)
  return (
    <Container size="xs" py="xl" px="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md" align="center" ta="center" aria-live="polite">
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
