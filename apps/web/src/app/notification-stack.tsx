import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'
import { NOTIFICATION_TIMEOUT } from '@mela/shared/constants'
import notificationClasses from './notifications.module.css'

/** Mantine's notification stack, in its own chunk (see notifications-host.tsx). */
export default function NotificationStack() {
  return (
    <Notifications
      position="top-right"
      limit={5}
      autoClose={NOTIFICATION_TIMEOUT}
      classNames={notificationClasses}
    />
  )
}
