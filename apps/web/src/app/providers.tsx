import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import { DEFAULT_THEME as DEFAULT_COLOR_SCHEME, STORAGE_KEYS } from '@mela/shared/constants'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { NotificationsHost } from './notifications-host.tsx'
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
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  )
}
