import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import {
  DEFAULT_THEME as DEFAULT_COLOR_SCHEME,
  NOTIFICATION_TIMEOUT,
  STORAGE_KEYS,
} from '@mela/shared/constants'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import notificationClasses from './notifications.module.css'
import { queryClient } from './query-client.ts'
import { cssVariablesResolver, theme } from './theme.ts'

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme })

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <Notifications
        position="top-right"
        limit={5}
        autoClose={NOTIFICATION_TIMEOUT}
        classNames={notificationClasses}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
