import { Button, Container, Group, Text, VisuallyHidden } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { IconClock } from '@tabler/icons-react'
import { Trans } from 'react-i18next'
import { useCountdown } from '../../lib/use-countdown.ts'
import classes from './pass-timer.module.css'
import { useQueueTranslation } from './translation.ts'

// The last two minutes turn red, as a hold's timer does.
const ENDING_SECONDS = 120

type Props = {
  /** When the pass runs out (epoch ms). */
  expiresAt: number
  /** Back to the queue for a new place, once the pass has run out. */
  onJoinAgain: () => void
}

/**
 * Over checkout, once let in from the queue: how long the pass lasts ("Your turn: 09:41 left to check
 * out"). The buyer learns it before the server refuses a purchase for an expired pass, and then how to
 * queue again.
 */
export function PassTimer({ expiresAt, onJoinAgain }: Props) {
  const { t, language } = useQueueTranslation()
  const { seconds, text } = useCountdown(expiresAt)
  const ending = seconds > 0 && seconds <= ENDING_SECONDS
  return (
    <div className={classes.bar} data-testid="queue-pass-timer" data-ending={ending || undefined}>
      <Container size="lg">
        {seconds > 0 ? (
          <Group gap="xs" wrap="nowrap" className={ending ? classes.urgent : undefined}>
            <IconClock size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="inherit">
              <Trans
                t={t}
                i18nKey="pass.left"
                values={{ time: localizeDigits(text, language) }}
                // The clock is not read out every second: a reader gets whole minutes instead.
                components={{
                  // Tabular digits, not a monospace face: phones' monospace fonts have no Bengali digits.
                  time: (
                    <Text
                      span
                      fw={700}
                      fz="md"
                      c="inherit"
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                      aria-hidden
                    />
                  ),
                }}
              />
              <VisuallyHidden>
                {t('pass.minutesLeft', { n: localizeDigits(String(Math.ceil(seconds / 60)), language) })}
              </VisuallyHidden>
            </Text>
          </Group>
        ) : (
          <Group gap="sm" justify="space-between" role="alert">
            <Text size="sm" fw={600} className={classes.urgent}>
              {t('pass.ended')}
            </Text>
            <Button size="xs" onClick={onJoinAgain}>
              {t('wait.joinAgain')}
            </Button>
          </Group>
        )}
      </Container>
    </div>
  )
}
