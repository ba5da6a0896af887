import { Button, Container, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconClock } from '@tabler/icons-react'
import classes from '../features/queue/pass-timer.module.css'
import { useQueueTranslation } from '../features/queue/translation.ts'

/**
 * Over a queued sale's checkout once let in: how long the pass lasts ("Your turn: 09:41 left to check
 * out"), as the app's PassTimer draws it; queue-island.ts ticks it from the pass it holds and, once it has
 * run out, shows the ended line with the way back into the queue.
 */
export function PublicPassTimer() {
  const { t } = useQueueTranslation()
  // The sentence around the clock, as the app's <Trans> splits it: before <time>, the time, after </time>.
  const [before = '', rest = ''] = t('pass.left', { time: '' }).split('<time>')
  const after = rest.split('</time>')[1] ?? ''
  return (
    <div
      className={classes.bar}
      data-testid="queue-pass-timer"
      data-public="pass-timer"
      // The last two minutes turn red, as in the app: the script adds this class then.
      data-urgent={classes.urgent}
    >
      <Container size="lg">
        <Group gap="xs" wrap="nowrap" data-look="pass-left">
          <IconClock size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="inherit">
            {before}
            {/* Tabular digits, not a monospace face: phones' monospace fonts have no Bengali digits. */}
            <Text
              span
              fw={700}
              fz="md"
              c="inherit"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-hidden
              data-look="pass-time"
            />
            {after}
            {/* The clock is not read out every second: a reader gets whole minutes instead. */}
            <VisuallyHidden data-look="pass-minutes" data-template={t('pass.minutesLeft', { n: '{n}' })} />
          </Text>
        </Group>
        <div data-look="pass-ended" hidden>
          <Group gap="sm" justify="space-between" role="alert">
            <Text size="sm" fw={600} className={classes.urgent}>
              {t('pass.ended')}
            </Text>
            <Button size="xs" data-look="pass-join-again">
              {t('wait.joinAgain')}
            </Button>
          </Group>
        </div>
      </Container>
    </div>
  )
}
