import { Group, Text, VisuallyHidden } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { IconClock } from '@tabler/icons-react'
import { formatCountdown, isHoldEnding } from '../../../lib/hold-time.ts'
import { useHoldLeft } from '../../../lib/use-hold-left.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import classes from './hold-timer.module.css'

type Props = {
  expiresAt: string
  /** Called once when the hold runs out, e.g. to re-read the purchase. */
  onExpire?: () => void
}

/** mm:ss left on a pending purchase's hold; red in its last two minutes; says so when it ends. */
export function HoldTimer({ expiresAt, onExpire }: Props) {
  const { t, language } = useCheckoutTranslation()
  const left = useHoldLeft(expiresAt, onExpire)
  const ended = left === 0

  const ending = isHoldEnding(left)
  const minutes = localizeDigits(String(Math.ceil(left / 60_000)), language)
  return (
    <div>
      {!ended && (
        <Group
          gap="xs"
          wrap="nowrap"
          className={ending ? classes.urgent : undefined}
          data-ending={ending || undefined}
        >
          <IconClock size={20} aria-hidden />
          <Text c="inherit">
            {t('hold.left')}{' '}
            {/* The clock is not read out every second: a reader gets whole minutes instead. */}
            {/* Figures of one width, not a monospace face: it has no Bengali digits (they showed as boxes). */}
            <Text
              span
              fw={700}
              fz="lg"
              c="inherit"
              style={{ fontVariantNumeric: 'tabular-nums' }}
              aria-hidden
            >
              {localizeDigits(formatCountdown(left), language)}
            </Text>
            <VisuallyHidden>
              {t('hold.minutesLeft', { n: localizeDigits(String(minutes), language) })}
            </VisuallyHidden>
          </Text>
        </Group>
      )}
      {/* Present from the start, so the end is announced when its text appears. */}
      <div role="status">
        {ended && (
          <Text fw={600} className={classes.urgent}>
            {t('hold.ended')}
          </Text>
        )}
      </div>
    </div>
  )
}
