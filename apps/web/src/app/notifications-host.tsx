import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

// Most first visits show no notification: the stack that draws them (and its transitions) loads with
// the first one. notify() only needs the store, which is tiny and stays in the shell.
const NotificationStack = lazy(() => import('./notification-stack.tsx'))

/** Where notifications appear (top right; at the bottom on phones); mounted the first time one is shown and kept from then on. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications()
  const [used, setUsed] = useState(false)
  if (!used && notifications.length + queue.length > 0) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  )
}
