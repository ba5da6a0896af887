import '@mantine/notifications/styles.css'
import { useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'
import { MOBILE_BREAKPOINT, NOTIFICATION_TIMEOUT } from '@mela/shared/constants'
import notificationClasses from './notifications.module.css'

/**
 * Mantine's notification stack, in its own chunk (see notifications-host.tsx). Top right on wide screens; at
 * the bottom on phones, where a notification as wide as the screen would cover the page's title just below
 * the bar (a "saved" toast hid the heading of the page the save led to).
 */
export default function NotificationStack() {
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints[MOBILE_BREAKPOINT]})`, true, {
    getInitialValueInEffect: false,
  })
  return (
    <Notifications
      position={wide ? 'top-right' : 'bottom-center'}
      limit={5}
      autoClose={NOTIFICATION_TIMEOUT}
      classNames={notificationClasses}
    />
  )
}
