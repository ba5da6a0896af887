import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import type { Event } from '@mela/shared/event'
import type { PublicLanguage } from '@mela/shared/public-page'
import { useQueueTranslation } from '../features/queue/translation.ts'
import { i18n } from '../lib/i18n.ts'
import { localized } from '../lib/localized.ts'
import { saleOpening } from '../lib/sale-opening.ts'
import { countdownText } from '../lib/use-countdown.ts'
import classes from './public-queue.module.css'

type Props = { event: Event; opensAt: string; lang: PublicLanguage }

/**
 * The waiting screen of a queued sale, drawn on the server in every state it can be in (the opening's
 * countdown, joining, the place and its estimate, a turn gone by, a refusal); the page's script
 * (queue-island.ts) joins, polls the place and shows the state it is in, filling in the numbers.
 * Before the opening the countdown is drawn as the server's clock reads it, so it shows before any script.
 */
export function PublicQueueWait({ event, opensAt, lang }: Props) {
  const { t } = useQueueTranslation()
  const secondsLeft = Math.max(0, Math.floor((Date.parse(opensAt) - Date.now()) / 1000))
  const state = secondsLeft > 0 ? 'opening' : 'joining'
  const { time, day } = saleOpening(opensAt, lang)
  return (
    <Container
      size="xs"
      py="xl"
      px="md"
      className={classes.wait}
      data-public="queue"
      data-event={event.ID}
      data-opens-at={opensAt}
      data-lang={lang}
    >
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md" align="center" ta="center" aria-live="polite">
          <Text fw={600} size="lg" className={classes.title} data-testid="queue-event">
            {localized(event, lang).Title}
          </Text>
          <Title order={1} size="h2">
            {t('wait.title')}
          </Title>
          <div className={classes.state} data-queue-state="opening" hidden={state !== 'opening'}>
            <Stack gap="md" align="center">
              <Text fw={500}>{t('wait.opensIn')}</Text>
              {/* A timer is not read aloud every second. */}
              <Text className={classes.number} role="timer" aria-live="off" data-look="queue-countdown">
                {localizeDigits(countdownText(secondsLeft), lang)}
              </Text>
              <Text fw={500} data-testid="queue-opens-at">
                <time dateTime={opensAt}>
                  {day ? t('wait.opensOnDay', { time, day }) : t('wait.opensAt', { time })}
                </time>
              </Text>
              <Text size="sm">{t('wait.beforeOpening')}</Text>
            </Stack>
          </div>
          <div className={classes.state} data-queue-state="joining" hidden={state !== 'joining'}>
            <Stack gap="md" align="center">
              <Text>{t('wait.joining')}</Text>
              <Alert color="yellow" w="100%" role="status" data-look="queue-held" hidden>
                {String(i18n.t('errors.QUEUE_TOO_MANY'))}
              </Alert>
            </Stack>
          </div>
          <div className={classes.state} data-queue-state="place" hidden>
            <Stack gap="md" align="center">
              <Text fw={500}>{t('wait.place')}</Text>
              <Text className={classes.number} data-testid="queue-position" />
              <Text
                data-look="queue-estimate"
                data-soon={t('wait.estimateSoon')}
                data-template={t('wait.estimate', { minutes: '{minutes}' })}
              />
            </Stack>
          </div>
          <div className={classes.state} data-queue-state="expired" hidden>
            <Stack gap="md" align="center">
              <Text>{t('wait.expired')}</Text>
              <Button size="md" data-look="queue-join-again">
                {t('wait.joinAgain')}
              </Button>
            </Stack>
          </div>
          <Alert color="red" w="100%" data-queue-state="refused" hidden>
            {String(i18n.t('errors.somethingWentWrong'))}
          </Alert>
          <Alert color="yellow" w="100%" role="status" data-look="queue-offline" hidden>
            {t('wait.offline')}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('wait.keepOpen')}
          </Text>
          <noscript>
            <Text size="sm">{t('wait.noScript')}</Text>
          </noscript>
        </Stack>
      </Paper>
    </Container>
  )
}
